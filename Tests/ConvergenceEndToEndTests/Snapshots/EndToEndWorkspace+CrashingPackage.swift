import Foundation

/// A user's package whose scenarios stop the program in every way a preview's code can, among good ones: a nil
/// unwrap, an index out of range (also in a detached task), a `fatalError`, unbounded recursion, an endless loop in a
/// body or in a `.task` and `exit(1)`. Its
/// tests snapshot the catalog in Swift Testing and in XCTest, and it embeds the `scenarios` command line.
extension EndToEndWorkspace {
    /// The product of the package's command line.
    static let crashingCommand = "crashy-scenarios"

    /// The scenarios that stop the program, by name, with what their failure must say.
    static let crashingScenarios: [(name: String, says: String)] = [
        ("nilUnwrap", "stopped the program (trap): Crashy/CrashyScenarios.swift:"),
        ("nilUnwrap", "Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
        ("outOfRange", "Fatal error: Index out of range"),
        ("fatal", "Fatal error: no configuration was loaded"),
        ("recursion", "stopped the program (stack overflow)"),
        ("endless", "did not finish: it kept the main thread for 3 s"),
        ("taskLoop", "did not finish: the main thread did not answer for 3 s while it was in flight"),
        ("detachedTrap", "Fatal error: Index out of range (on another thread than its views', while it was the only"),
        ("exits", "stopped the program (exit 1): the scenario's code called exit(1)"),
    ]

    /// The scenarios whose report must name a first frame in the package's own code, with a text on that frame's
    /// source line (the handler records the stopped thread's addresses; the restarted run symbolicates them).
    static let crashingFrames: [(name: String, line: String)] = [
        ("outOfRange", "Scenario(\"outOfRange\")"),
        ("fatal", "static func unconfigured()"),
        ("recursion", "static func depth("),
        ("exits", "static func quit()"),
        ("endless", "while turn >= 0"),
        ("taskLoop", "while turns >= 0"),
    ]

    static let goodScenarios = ["good1", "good2", "good3", "good4"]

    func writeCrashingPackage() throws {
        let identity = main.lastPathComponent
        let convergence = ".product(name: \"Convergence\", package: \(literal(identity)))"
        try write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "CrashyApp",
                platforms: [.macOS(.v14)],
                dependencies: [.package(path: \(literal(main.path)))],
                targets: [
                    .target(name: "Crashy", dependencies: [\(convergence)]),
                    .executableTarget(
                        name: "\(Self.crashingCommand)",
                        dependencies: ["Crashy", .product(name: "ConvergenceCLI", package: \(literal(identity)))]),
                    .testTarget(name: "CrashyTests", dependencies: ["Crashy", \(convergence)]),
                ],
                swiftLanguageModes: [.v6]
            )

            """)
        try write(
            "Sources/Crashy/CrashyScenarios.swift",
            """
            import Convergence

            /// Code that stops the program, each in its own way, as a preview's sample data might.
            enum Hazards {
                static func missing() -> String? { nil }
                static func names() -> [String] { [] }
                static func unconfigured() -> String { fatalError("no configuration was loaded") }
                static func depth(_ level: Int) -> Int { level < 0 ? 0 : 1 + depth(level + 1) }
                static func spin() -> String {
                    var turn = 0
                    while turn >= 0 { turn = (turn &+ 1) % 7 }
                    return "never"
                }
                static func quit() -> String { exit(1) }
                static func spinForever() -> Int {
                    var turns = 0
                    while turns >= 0 { turns = (turns &+ 3) % 11 }
                    return turns
                }
            }

            /// A `.task` whose detached task traps on another thread.
            struct Detached: View {
                var body: some View {
                    Text("Detached").task { _ = await Task.detached { Hazards.names()[7] }.value }
                }
            }

            /// A `.task` whose body never awaits: it holds the main thread outside the view's own code.
            struct Spinning: View {
                @State private var turns = 0
                var body: some View {
                    Text("Turns: \\(turns)").task { turns = Hazards.spinForever() }
                }
            }

            struct Shown: View {
                let text: @MainActor () -> String
                var body: some View {
                    VStack {
                        Text("Title")
                        Text(text())
                    }
                }
            }

            public enum CrashyScenarios: ScenarioProvider {
                public static var scenarios: [Scenario] {
                    [
                        Scenario("good1") { Text("Good one") },
                        Scenario("nilUnwrap") { Shown { Hazards.missing()! } },
                        Scenario("good2") { Text("Good two") },
                        Scenario("outOfRange") { Shown { Hazards.names()[3] } },
                        Scenario("fatal") { Shown { Hazards.unconfigured() } },
                        Scenario("recursion") { Shown { String(Hazards.depth(0)) } },
                        Scenario("good3") { Text("Good three") },
                        Scenario("endless") { Shown { Hazards.spin() } },
                        Scenario("exits") { Shown { Hazards.quit() } },
                        Scenario("taskLoop") { Spinning() },
                        Scenario("detachedTrap") { Detached() },
                        Scenario("good4") { Text("Good four") },
                    ]
                }
            }

            public enum CrashyCatalog {
                public static let catalog = ScenarioCatalog([CrashyScenarios.self])
            }

            """)
        try write(
            "Sources/\(Self.crashingCommand)/main.swift",
            """
            import ConvergenceCLI
            import Crashy

            await ScenariosCommand.main(catalog: CrashyCatalog.catalog)

            """)
        try write(
            "Tests/CrashyTests/SnapshotTests.swift",
            """
            import Convergence
            import Crashy
            import Testing

            @Test(arguments: CrashyCatalog.catalog.all)
            func snapshot(_ scenario: Scenario) async throws {
                try await assertSnapshot(of: scenario, in: CrashyCatalog.catalog)
            }

            """)
        try write(
            "Tests/CrashyTests/CrashySnapshotTestCase.swift",
            """
            import Convergence
            import Crashy
            import XCTest

            final class CrashySnapshotTestCase: XCTestCase {
                func testEveryScenario() async throws {
                    for scenario in CrashyCatalog.catalog.all {
                        try await assertSnapshot(of: scenario, in: CrashyCatalog.catalog)
                    }
                }
            }

            """)
    }

    /// The first line of the package's source holding `text`.
    func crashingSourceLine(holding text: String) -> Int? {
        let source = self.text(at: package.appendingPathComponent("Sources/Crashy/CrashyScenarios.swift")) ?? ""
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    /// The line of a scenario's declaration in the package's source.
    func crashingDeclarationLine(of name: String) -> Int? {
        let source = text(at: package.appendingPathComponent("Sources/Crashy/CrashyScenarios.swift")) ?? ""
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains("Scenario(\"\(name)\")") }.map { $0 + 1 }
    }
}
