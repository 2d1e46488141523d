import Convergence
import ConvergenceCLI
import ConvergenceTestSupport
import Foundation
import Testing

/// Output captured from a command run through `ScenariosCommand.run`.
package final class ReportGalleryOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var standardOutput = ""
    private var standardError = ""

    package var out: String { lock.withLock { standardOutput } }
    package var err: String { lock.withLock { standardError } }
    package func write(_ text: String) { lock.withLock { standardOutput += text } }
    package func writeError(_ text: String) { lock.withLock { standardError += text } }
}

package struct ReportGalleryGreeting: View {
    package let text: String
    package var body: some View { Text(text) }
}

/// Sleeps in real time in its task, as the seeds' mock does: never settles in a snapshot run.
package struct ReportGallerySlowView: View {
    package var body: some View {
        Text("Loading")
            .task { try? await Task.sleep(for: .seconds(30)) }
    }
}

/// A throwaway package folder (`Package.swift` and `__Snapshots__`) holding a catalog in every state a report shows:
/// passed, changed (two scenarios with the same change, one with its own), missing, unsettled, and a counter with
/// steps.
package struct ReportGalleryPackage {
    package static let nasty = "<script>alert('x')</script> & \"quoted\" </pre></div>"

    package let folder: URL
    package let catalog: ScenarioCatalog

    package var store: SnapshotStore { SnapshotStore(root: folder.appendingPathComponent(SnapshotStore.folderName)) }

    package static func scenarios(slow: Bool = true) -> [Scenario] {
        var scenarios = [
            Scenario("passing", feature: "Item") { ReportGalleryGreeting(text: "All good") },
            Scenario("same", feature: "Item") { ReportGalleryGreeting(text: "Hello, world") },
            Scenario("same", feature: "Other") { ReportGalleryGreeting(text: "Hello, world") },
            Scenario("unique", feature: "Item") { ReportGalleryGreeting(text: "Goodbye") },
            Scenario("missing", feature: "Item") { ReportGalleryGreeting(text: "Brand new") },
            Scenario("<b>&\"nasty\"", feature: "Item") { ReportGalleryGreeting(text: nasty) },
        ]
        if slow {
            scenarios.append(
                Scenario("slow", feature: "Item", settleTimeout: .milliseconds(300)) { ReportGallerySlowView() })
        }
        return scenarios
    }

    /// Records everything but `missing` and `slow`, then edits the recorded ASCII files of the `same` scenarios
    /// (identically) and of `unique`, so that the next run finds them changed.
    @MainActor
    package static func make(slow: Bool = true) async throws -> ReportGalleryPackage {
        let folder = try TemporaryPackage.make("ConvergenceReportGallery")
        let package = ReportGalleryPackage(folder: folder, catalog: ScenarioCatalog(scenarios: scenarios(slow: slow)))
        let recordable = package.catalog.all.filter { !["Item/missing", "Item/slow"].contains($0.id) }
        let recorded = await SnapshotRunner(store: package.store, mode: .missing).run(
            ScenarioCatalog(scenarios: recordable))
        #expect(recorded.scenarios.allSatisfy { $0.status == .recorded })
        for path in ["Item/same.txt", "Other/same.txt"] {
            try package.replace("Hello, world", with: "Hello world", in: path)
        }
        try package.replace("Goodbye", with: "Farewell", in: "Item/unique.txt")
        return package
    }

    package func replace(_ old: String, with new: String, in path: String) throws {
        let file = store.root.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(path): \(text)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    package init(folder: URL, catalog: ScenarioCatalog) {
        self.folder = folder
        self.catalog = catalog
    }

    package func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Runs a `scenarios` command line in this package, capturing its output.
    @MainActor
    package func run(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        let output = ReportGalleryOutput()
        let context = CommandContext(
            program: "scenarios", catalog: catalog, environment: [:], workingDirectory: folder, isTerminal: false,
            write: { output.write($0) }, writeError: { output.writeError($0) }, readLine: { nil })
        let status = await ScenariosCommand.run(arguments, context: context)
        return (status, output.out, output.err)
    }

    package func text(at path: String) -> String? {
        (try? Data(contentsOf: folder.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }
}
