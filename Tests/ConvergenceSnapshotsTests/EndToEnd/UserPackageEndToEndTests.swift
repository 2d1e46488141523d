import ConvergenceSnapshots
import Foundation
import Testing

/// A user's package, written from the contract alone, tested with the real `swift test` in each record mode.
///
/// The package lives in a temporary folder, depends on this one by path, and builds into a scratch folder of its
/// own, so it never touches this package's `.build` or `__Snapshots__`. It takes a minute or so to build.
@Suite struct UserPackageEndToEndTests {
    @Test(.timeLimit(.minutes(10)))
    func recordVerifyChangeAcceptAndRejectABadMode() async throws {
        let workspace = try EndToEndWorkspace()
        defer { workspace.remove() }
        try workspace.writePackage()

        // 0. Build once (retried once: other people may be saving files of this package right now).
        var build = try await workspace.swift(["build", "--build-tests"])
        if build.status != 0 {
            try await Task.sleep(for: .seconds(20))
            build = try await workspace.swift(["build", "--build-tests"])
        }
        try #require(build.status == 0, "the user's package does not build:\n\(build.output)")

        // a) Record everything: the files land in the user's package, not in this one.
        let mainFooBefore = FileManager.default.fileExists(atPath: workspace.mainSnapshotsFoo.path)
        let recordAll = try await workspace.swift(["test"], environment: ["SNAPSHOTS_RECORD": "all"])
        #expect(recordAll.status == 0, "SNAPSHOTS_RECORD=all swift test failed:\n\(recordAll.output)")
        #expect(
            workspace.snapshotFiles() == [
                "Foo/empty.html", "Foo/empty.txt", "Foo/error.html", "Foo/error.txt", "Foo/loaded.html",
                "Foo/loaded.txt", "Foo/loading.html", "Foo/loading.step1.html", "Foo/loading.step1.txt",
                "Foo/loading.txt",
            ])
        let recorded = try #require(workspace.snapshot("Foo/loaded.txt"))
        #expect(recorded.contains("Fresh Apples"))
        #expect(recorded.contains("Juicy Pears"))
        #expect(workspace.snapshot("Foo/loading.txt")?.contains("Loading...") == true)
        #expect(workspace.snapshot("Foo/loading.step1.txt")?.contains("Fresh Apples") == true)
        #expect(workspace.snapshot("Foo/error.txt")?.contains("Something went wrong") == true)
        #expect(workspace.snapshot("Foo/empty.html")?.contains("No Fruits") == true)
        if !mainFooBefore {
            #expect(
                !FileManager.default.fileExists(atPath: workspace.mainSnapshotsFoo.path),
                "recorded into the framework's own __Snapshots__ instead of the user's package")
        }

        // b) CI verifies and passes.
        let verify = try await workspace.swift(["test"], environment: ["CI": "true"])
        #expect(verify.status == 0, "CI=true swift test failed after recording:\n\(verify.output)")
        #expect(workspace.pendingFiles().isEmpty)

        // c) A fixture changes: CI fails with the diff and the command; the snapshot is kept, the render left beside it.
        try workspace.editFixtures(replacing: "Fresh Apples", with: "Crisp Apples")
        let changed = try await workspace.swift(["test"], environment: ["CI": "true"])
        #expect(changed.status != 0, "CI=true swift test passed although a fixture changed:\n\(changed.output)")
        let changedLines = changed.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            changedLines.contains { $0.hasPrefix("-") && $0.contains("Fresh Apples") },
            "no removed line in:\n\(changed.output)")
        #expect(
            changedLines.contains { $0.hasPrefix("+") && $0.contains("Crisp Apples") },
            "no added line in:\n\(changed.output)")
        #expect(changed.output.contains("SNAPSHOTS_RECORD=failed swift test"))
        #expect(changed.output.contains("__Snapshots__/Foo/loaded.txt"))
        #expect(workspace.snapshot("Foo/loaded.txt") == recorded, "CI must not rewrite a snapshot")
        #expect(workspace.snapshot("Foo/loaded.txt.new")?.contains("Crisp Apples") == true)
        #expect(workspace.pendingFiles().contains("Foo/loaded.txt.new"))

        // d) Accepting the change rewrites the snapshot and clears the pending render.
        let accept = try await workspace.swift(["test"], environment: ["SNAPSHOTS_RECORD": "failed"])
        #expect(accept.status == 0, "SNAPSHOTS_RECORD=failed swift test failed:\n\(accept.output)")
        let accepted = try #require(workspace.snapshot("Foo/loaded.txt"))
        #expect(accepted.contains("Crisp Apples"))
        #expect(!accepted.contains("Fresh Apples"))
        #expect(workspace.snapshot("Foo/loaded.txt.new") == nil)
        #expect(workspace.pendingFiles().isEmpty)

        // e) An unknown mode fails the run and lists the valid ones.
        let bogus = try await workspace.swift(["test"], environment: ["SNAPSHOTS_RECORD": "bogus"])
        #expect(bogus.status != 0, "SNAPSHOTS_RECORD=bogus swift test passed:\n\(bogus.output)")
        #expect(bogus.output.contains("bogus"))
        #expect(bogus.output.contains("missing, all, failed, never"), "modes not listed in:\n\(bogus.output)")
        #expect(workspace.snapshot("Foo/loaded.txt") == accepted, "a bad mode writes nothing")
        #expect(workspace.pendingFiles().isEmpty)
    }
}

/// A temporary folder holding the user's package and its scratch folder.
struct EndToEndWorkspace {
    let folder: URL
    let package: URL
    let scratch: URL
    /// This package's root, found from this file: the user's package depends on it by path.
    let main: URL

    init(filePath: String = #filePath) throws {
        guard let main = SnapshotStore.packageRoot(containing: filePath) else {
            throw EndToEndFailure(description: "no Package.swift above \(filePath)")
        }
        self.main = main
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConvergenceEndToEnd-\(UUID().uuidString)", isDirectory: true)
        package = folder.appendingPathComponent("FooApp", isDirectory: true)
        scratch = folder.appendingPathComponent("scratch", isDirectory: true)
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    }

    /// Removes the folder, and the lock files SwiftPM leaves in the temporary directory for its scratch folder
    /// (named after the scratch path, which holds this workspace's unique name).
    func remove() {
        try? FileManager.default.removeItem(at: folder)
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.contains(folder.lastPathComponent) && name.hasSuffix(".lock") {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    var snapshots: URL { package.appendingPathComponent(SnapshotStore.folderName, isDirectory: true) }

    /// Where the files would go if the framework wrongly used its own package root.
    var mainSnapshotsFoo: URL { main.appendingPathComponent(SnapshotStore.folderName).appendingPathComponent("Foo") }

    func snapshot(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: snapshots.appendingPathComponent(relativePath).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    func snapshotFiles() -> [String] {
        (try? SnapshotStore(root: snapshots).recordedFiles()) ?? []
    }

    func pendingFiles() -> [String] {
        (try? SnapshotStore(root: snapshots).pendingFiles()) ?? []
    }

    // MARK: Running swift

    /// Runs `swift <arguments>` in the package with the inherited environment, minus the variables that choose a
    /// record mode, plus `environment`.
    func swift(_ arguments: [String], environment: [String: String] = [:]) async throws -> (
        status: Int32, output: String
    ) {
        var variables = ProcessInfo.processInfo.environment
        variables["CI"] = nil
        variables["SNAPSHOTS_RECORD"] = nil
        variables["PWD"] = package.path
        variables.merge(environment) { $1 }

        let log = folder.appendingPathComponent("swift-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw EndToEndFailure(description: "cannot create \(log.path)")
        }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift"] + arguments + ["--package-path", package.path, "--scratch-path", scratch.path]
        process.environment = variables
        process.currentDirectoryURL = package
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        let output = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        return (status, output)
    }

    // MARK: The user's package

    func editFixtures(replacing old: String, with new: String) throws {
        let file = package.appendingPathComponent("Sources/FooFeature/FooFixtures.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        guard source.contains(old) else { throw EndToEndFailure(description: "\(old) is not in \(file.path)") }
        try source.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
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
                    .testTarget(
                        name: "FooFeatureTests",
                        dependencies: ["FooFeature", .product(name: "Convergence", package: \(literal(identity)))]
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

            enum FooCatalog {
                static let catalog = ScenarioCatalog([FooScenarios.self])
            }

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
    }

    private func write(_ relativePath: String, _ text: String) throws {
        let file = package.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// A Swift string literal for manifest text.
    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String
}
