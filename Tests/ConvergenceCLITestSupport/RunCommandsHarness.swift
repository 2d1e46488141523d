import Convergence
import ConvergenceCLI
import ConvergenceTestSupport
import Foundation

/// What one command line printed and returned, captured by ``RunCommandsHarness``.
package struct RunCommandsOutput: Sendable {
    package let status: Int32
    package let standardOutput: String
    package let standardError: String

    package init(status: Int32, standardOutput: String, standardError: String) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// Runs `scenarios` commands in-process over a small catalog and a temporary package folder, capturing output.
package struct RunCommandsHarness: Sendable {
    /// The temporary package folder (holds a `Package.swift`); its store is `<folder>/__Snapshots__`.
    package let folder: URL
    package var catalog: ScenarioCatalog
    package var isTerminal = false

    package init(catalog: ScenarioCatalog = RunCommandsFixtures.catalog()) throws {
        folder = try TemporaryPackage.make("ConvergenceCLIRunTests")
        self.catalog = catalog
    }

    /// Runs `body` with a fresh harness and removes its folder afterwards.
    @MainActor
    package static func with<T>(
        _ catalog: ScenarioCatalog = RunCommandsFixtures.catalog(),
        _ body: @MainActor (inout RunCommandsHarness) async throws -> T
    ) async throws -> T {
        var harness = try RunCommandsHarness(catalog: catalog)
        defer { try? FileManager.default.removeItem(at: harness.folder) }
        return try await body(&harness)
    }

    package var snapshots: URL { folder.appendingPathComponent(SnapshotStore.folderName, isDirectory: true) }

    /// Runs one command line (without the program name) with the package folder (or `workingDirectory`) as working
    /// directory.
    @MainActor
    package func run(_ arguments: [String], workingDirectory: URL? = nil) async -> RunCommandsOutput {
        let out = RunCommandsBuffer()
        let err = RunCommandsBuffer()
        let context = CommandContext(
            program: "scenarios", catalog: catalog, environment: [:], workingDirectory: workingDirectory ?? folder,
            isTerminal: isTerminal, write: { out.append($0) }, writeError: { err.append($0) }, readLine: { nil })
        let status = await ScenariosCommand.run(arguments, context: context)
        return RunCommandsOutput(status: status, standardOutput: out.text, standardError: err.text)
    }

    /// Writes a file below `__Snapshots__`, creating its folders.
    package func put(_ text: String, at relativePath: String) throws {
        let file = snapshots.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    package func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(relativePath).path)
    }

    /// Every file below `__Snapshots__`, sorted.
    package func files() -> [String] { TemporaryPackage.files(below: snapshots) }
}

extension RunCommandsHarness {
    /// The shared catalog run, called directly with run options (`--shard 2/3`, `--feature Item`) in mode `never`.
    @MainActor
    package func catalogRun(_ options: [String]) async throws -> CatalogRunResult {
        let context = CommandContext(
            program: "scenarios", catalog: catalog, environment: [:], workingDirectory: folder, isTerminal: false,
            write: { _ in }, writeError: { _ in }, readLine: { nil })
        let arguments = try ParsedArguments.parse(
            options, for: CommandSpec(name: "x", summary: "", options: RunOptions.all))
        return try await CatalogRun.run(context: context, arguments: arguments, mode: .never)
    }
}

extension RunCommandsOutput {
    /// The count on the summary's `Obsolete:` line (0 for `none`); nil when the line is absent or says not checked.
    package var obsoleteCount: Int? {
        guard let line = standardOutput.split(separator: "\n").first(where: { $0.hasPrefix("Obsolete:  ") }) else {
            return nil
        }
        let rest = line.dropFirst("Obsolete:  ".count)
        return rest == "none" ? 0 : Int(rest.prefix { $0.isNumber })
    }
}

/// Text written through a context's output closures, from any thread.
package final class RunCommandsBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    package init() {}

    package func append(_ text: String) { lock.withLock { storage += text } }

    package var text: String { lock.withLock { storage } }
}

/// Small inline catalogs: plain text views, so every render is tiny and instant.
package enum RunCommandsFixtures {
    /// Two features with a few vocabulary states; `itemText` changes the loaded render, for changed snapshots.
    package static func catalog(itemText: String = "Apples, pears", extra: [Scenario] = []) -> ScenarioCatalog {
        ScenarioCatalog(
            scenarios: [
                Scenario("loaded", feature: "Item", formats: .ascii) { Text(itemText) },
                Scenario("empty", feature: "Item", formats: .ascii) { Text("No items") },
                Scenario("error-retry", feature: "Item", formats: .ascii) { Text("Could not load") },
                Scenario("loaded", feature: "Profile") { Text("Ada Lovelace") },
                Scenario("unauthorized", feature: "Profile", formats: .ascii) { Text("Sign in") },
            ] + extra)
    }

    /// The ``catalog(itemText:extra:)`` fixtures plus `Item/retry`, in ASCII and the accessibility outline, whose Retry
    /// button goes when `itemText` changes (a changed scenario with a change summary), and any `extra` ones: a run of
    /// it holds a passing, a changed, a missing and an unsettled scenario.
    package static func resultsCatalog(itemText: String = "Apples, pears", extra: [Scenario] = []) -> ScenarioCatalog {
        catalog(
            itemText: itemText,
            extra: [
                Scenario("retry", feature: "Item", formats: [.ascii, .accessibilityOutline]) {
                    VStack {
                        Text(itemText)
                        if itemText == "Apples, pears" { Button("Retry") {} }
                    }
                }
            ] + extra)
    }

    /// ``resultsCatalog(itemText:extra:)`` recorded, then changed (a new item text, `Item/empty`'s file deleted), and
    /// `arguments` run over it. The caller removes the harness's folder.
    @MainActor
    package static func changedRun(_ arguments: [String]) async throws -> (RunCommandsOutput, RunCommandsHarness) {
        var harness = try RunCommandsHarness(catalog: resultsCatalog())
        _ = await harness.run(["record"])
        harness.catalog = resultsCatalog(itemText: "Apples, pears, plums")
        _ = try? FileManager.default.removeItem(at: harness.snapshots.appendingPathComponent("Item/empty.txt"))
        return (await harness.run(arguments), harness)
    }

    /// A catalog with `count` one-line scenarios over three features, for sharding.
    package static func many(_ count: Int) -> ScenarioCatalog {
        ScenarioCatalog(
            scenarios: (0..<count).map { index in
                Scenario("s\(index)", feature: ["A", "B", "C"][index % 3], formats: .ascii) { Text("row \(index)") }
            })
    }
}
