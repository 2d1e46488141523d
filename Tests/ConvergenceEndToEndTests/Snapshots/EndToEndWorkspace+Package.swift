import Foundation

/// The user's package, written from the documented contract alone: a feature target with its scenarios and catalog,
/// a test target snapshotting the catalog, and an executable target embedding the `scenarios` command line the
/// way the README's "The `scenarios` command" section shows.
extension EndToEndWorkspace {
    /// The user's command-line product, passed to `Scripts/ci-snapshots.sh` as `SCENARIOS_PRODUCT`. Not the README's
    /// `scenarios` while Convergence has a target and a product of that name (see
    /// `theReadmeCommandLayoutRunsThePackagesOwnCommand`).
    static let commandProduct = "scenarios"

    func editFixtures(replacing old: String, with new: String) throws {
        try edit("Sources/FooFeature/FooFixtures.swift", replacing: old, with: new)
    }

    func writePackage() throws {
        // The identity of a path dependency is its folder's name.
        let identity = main.lastPathComponent
        try write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "FooApp",
                platforms: [.macOS(.v14)],
                dependencies: [.package(path: \(literal(main.path)))],
                targets: [
                    .target(name: "FooFeature", dependencies: [.product(name: "Convergence", package: \(literal(identity)))]),
                    .executableTarget(
                        name: "\(Self.commandProduct)",
                        dependencies: ["FooFeature", .product(name: "ConvergenceCLI", package: \(literal(identity)))]
                    ),
                    .testTarget(
                        name: "FooFeatureTests",
                        dependencies: [
                            "FooFeature", .product(name: "Convergence", package: \(literal(identity))),
                            .product(name: "ConvergenceTesting", package: \(literal(identity))),
                        ]
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """)
        try write(
            "Sources/FooFeature/Fruit.swift",
            """
            import Convergence

            struct Fruit: Identifiable, Equatable, Sendable {
                let id: UUID
                let name: String
            }

            protocol FruitServicing: Sendable {
                func fetchFruits() async throws -> [Fruit]
            }

            struct LiveFruitService: FruitServicing {
                func fetchFruits() async throws -> [Fruit] { [] }
            }

            struct AppError: LocalizedError {
                let message: String
                init(_ message: String) { self.message = message }
                var errorDescription: String? { message }
            }

            """)
        try write(
            "Sources/FooFeature/MockFruitService.swift",
            """
            import Convergence

            final class MockFruitService: FruitServicing, Sendable {
                enum Scenario: Sendable {
                    case success([Fruit])
                    case empty
                    case failure(any Error)
                    case delayed([Fruit], duration: Duration = .seconds(1))
                }

                private let scenario: Scenario

                init(_ scenario: Scenario) { self.scenario = scenario }

                func fetchFruits() async throws -> [Fruit] {
                    switch scenario {
                    case .success(let fruits): return fruits
                    case .empty: return []
                    case .failure(let error): throw error
                    case .delayed(let fruits, let duration):
                        try await ScenarioClock.sleep(for: duration)
                        return fruits
                    }
                }
            }

            """)
        try write(
            "Sources/FooFeature/FooFixtures.swift",
            """
            import Convergence

            enum FooFixtures {
                static let apples = Fruit(id: UUID(uuidString: "11111111-1111-1111-1111-111111111111")!, name: "Fresh Apples")
                static let pears = Fruit(id: UUID(uuidString: "22222222-2222-2222-2222-222222222222")!, name: "Juicy Pears")
                static let list = [apples, pears]
            }

            """)
        try write(
            "Sources/FooFeature/FooState.swift",
            """
            import Convergence

            @Observable
            @MainActor
            final class FooState {
                enum ViewState: Equatable {
                    case idle, loading
                    case loaded([Fruit])
                    case empty
                    case error(String)
                }

                private(set) var viewState: ViewState = .idle
                private let service: any FruitServicing
                private var hasLoaded = false

                init(service: any FruitServicing) { self.service = service }

                func loadIfNeeded() async {
                    guard !hasLoaded else { return }
                    hasLoaded = true
                    await load()
                }

                func load() async {
                    viewState = .loading
                    do {
                        let fruits = try await service.fetchFruits()
                        viewState = fruits.isEmpty ? .empty : .loaded(fruits)
                    } catch {
                        viewState = .error(error.localizedDescription)
                    }
                }
            }

            """)
        try write(
            "Sources/FooFeature/FooView.swift",
            """
            import Convergence

            struct FooView: View {
                @State private var state: FooState

                init(state: FooState) {
                    _state = State(initialValue: state)
                }

                var body: some View {
                    content
                        .task { await state.loadIfNeeded() }
                }

                @ViewBuilder
                private var content: some View {
                    switch state.viewState {
                    case .idle, .loading:
                        ProgressView("Loading...")
                    case .loaded(let fruits):
                        List(fruits) { fruit in Text(fruit.name) }
                    case .empty:
                        ContentUnavailableView("No Fruits", systemImage: "tray")
                    case .error(let message):
                        ContentUnavailableView("Error", systemImage: "exclamationmark.triangle", description: Text(message))
                    }
                }
            }

            """)
        try write(
            "Sources/FooFeature/FooScenarios.swift",
            """
            import Convergence

            enum FooScenarios: ScenarioProvider {
                @MainActor static func loaded() -> FooState {
                    FooState(service: MockFruitService(.success(FooFixtures.list)))
                }

                @MainActor static func empty() -> FooState {
                    FooState(service: MockFruitService(.empty))
                }

                @MainActor static func error() -> FooState {
                    FooState(service: MockFruitService(.failure(AppError("Something went wrong"))))
                }

                @MainActor static func loading() -> FooState {
                    FooState(service: MockFruitService(.delayed(FooFixtures.list)))
                }

                static var scenarios: [Scenario] {
                    [
                        Scenario("loaded") { FooView(state: loaded()) },
                        Scenario("empty") { FooView(state: empty()) },
                        Scenario("error") { FooView(state: error()) },
                        Scenario("loading", steps: [.advanceClock(by: .seconds(1))]) { FooView(state: loading()) },
                    ]
                }
            }

            public enum FooCatalog {
                public static let catalog = ScenarioCatalog([FooScenarios.self])
            }

            """)
        try write(
            "Sources/\(Self.commandProduct)/main.swift",
            """
            import ConvergenceCLI
            import FooFeature

            await ScenariosCommand.main(catalog: FooCatalog.catalog)

            """)
        try write(
            "Tests/FooFeatureTests/FooSnapshotTests.swift",
            """
            import Convergence
            import Testing
            @testable import FooFeature

            @Test(arguments: FooCatalog.catalog.all) func snapshot(_ scenario: Scenario) async throws { try await assertSnapshot(of: scenario, in: FooCatalog.catalog) }
            @Test func noObsoleteSnapshots() throws { try assertNoObsoleteSnapshots(in: FooCatalog.catalog) }

            """)
        try write(Self.inlineTestFile, Self.inlineTestSource)
    }

    /// A test file whose inline snapshot the first run writes.
    static let inlineTestFile = "Tests/FooFeatureTests/GreetingTests.swift"
    static let inlineTestSource = """
        import Convergence
        import Testing

        @Test func greeting() async throws {
            try await assertInlineSnapshot(of: Scenario("greeting", feature: "Inline", layout: .sizeThatFits) { Text("Hello, Pears") })
        }

        """

    /// Replaces `old` with `new` in the package's file at `relativePath`.
    func edit(_ relativePath: String, replacing old: String, with new: String) throws {
        let file = package.appendingPathComponent(relativePath)
        let source = try String(contentsOf: file, encoding: .utf8)
        guard source.contains(old) else { throw EndToEndFailure(description: "\(old) is not in \(file.path)") }
        try source.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// The smallest package that embeds the command line exactly where the README puts it: an executable target
    /// named `scenarios` in `Sources/scenarios/main.swift`, depending on the `ConvergenceCLI` product.
    func writeReadmeCommandPackage() throws {
        let identity = main.lastPathComponent
        try write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "BarApp",
                platforms: [.macOS(.v14)],
                dependencies: [.package(path: \(literal(main.path)))],
                targets: [
                    .target(name: "BarFeature", dependencies: [.product(name: "Convergence", package: \(literal(identity)))]),
                    .executableTarget(
                        name: "scenarios",
                        dependencies: ["BarFeature", .product(name: "ConvergenceCLI", package: \(literal(identity)))]
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """)
        try write(
            "Sources/BarFeature/BarScenarios.swift",
            """
            import Convergence

            enum BarScenarios: ScenarioProvider {
                static var scenarios: [Scenario] { [Scenario("loaded") { Text("Bar") }] }
            }

            public enum BarCatalog {
                public static let catalog = ScenarioCatalog([BarScenarios.self])
            }

            """)
        try write(
            "Sources/scenarios/main.swift",
            """
            import ConvergenceCLI
            import BarFeature

            await ScenariosCommand.main(catalog: BarCatalog.catalog)

            """)
    }

    func write(_ relativePath: String, _ text: String) throws {
        let file = package.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// A Swift string literal for manifest text.
    func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
