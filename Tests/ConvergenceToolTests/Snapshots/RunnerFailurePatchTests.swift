import Convergence
import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation
import Testing

/// The diffs a failing scenario's message prints apply with GNU `patch`, as a developer applies them: each turns the
/// recorded file into the pending render (`RunnerFailureMessageTests` checks the messages themselves).
@Suite(.requiring("needs /usr/bin/patch", RunnerPatch.isAvailable))
struct RunnerFailurePatchTests {
    static let before = ["Soup", "Bread", "Salad", "Cheese", "Olives", "Apples", "Tea", "Cake", "Coffee", "Wine"]
    static let after = ["Soup", "Bread", "Salad", "Cheese", "Olives", "Pears", "Tea", "Cake", "Coffee", "Juice"]

    @MainActor static func menu(_ dishes: [String], formats: ScenarioFormats = .standard) -> Scenario {
        Scenario("menu", feature: "Cafe", formats: formats) {
            VStack(alignment: .leading) {
                ForEach(dishes, id: \.self) { Text($0) }
            }
        }
    }

    /// Runs `recorded` (when given) and then `changed` in a throwaway package, and applies every diff of the failure
    /// message to its recorded file with `patch`: each must give the pending render beside it.
    @MainActor
    static func expectEveryDiffApplies(
        recording recorded: Scenario?, then changed: Scenario, writing files: [String: String] = [:]
    ) async throws {
        let folder = try TemporaryPackage.make("ConvergenceRunnerPatch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SnapshotStore(root: folder.appendingPathComponent(SnapshotStore.folderName, isDirectory: true))
        for (path, text) in files {
            let file = store.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        if let recorded {
            #expect(await SnapshotRunner(store: store, mode: .missing).run(recorded).status == .recorded)
        }
        let result = await SnapshotRunner(store: store, mode: .missing).run(changed)
        let message = try #require(result.failureMessage)
        let diffs = RunnerPatch.diffs(in: message)
        #expect(!diffs.isEmpty, "\(message)")
        func text(_ path: String) throws -> String {
            String(decoding: try Data(contentsOf: store.root.appendingPathComponent(path)), as: UTF8.self)
        }
        for (oldName, patch) in diffs {
            let relative = String(oldName.dropFirst("__Snapshots__/".count))
            let patched = Result { try RunnerPatch.apply(patch, to: try text(relative)) }
            #expect((try? patched.get()) == (try text(relative + ".new")), "\(relative): \(patched)")
        }
    }

    @Test @MainActor func diffsOfBothFormatsApply() async throws {
        try await Self.expectEveryDiffApplies(recording: Self.menu(Self.before), then: Self.menu(Self.after))
    }

    /// A recorded file without its final newline (an editor trimmed it): `\ No newline at end of file` applies.
    @Test @MainActor func aDiffAgainstAFileWithoutFinalNewlineApplies() async throws {
        let render = try await Self.menu(Self.before).render(.ascii(width: 40))
        try await Self.expectEveryDiffApplies(
            recording: nil, then: Self.menu(Self.before, formats: .ascii),
            writing: ["Cafe/menu.txt": String(render.dropLast())])
    }

    /// Trailing spaces that only the message's note shows still come out of the patch.
    @Test @MainActor func aDiffOfTrailingSpacesApplies() async throws {
        try await Self.expectEveryDiffApplies(
            recording: nil, then: Scenario("menu", feature: "Cafe", formats: .ascii) { Text("Soup") },
            writing: ["Cafe/menu.txt": "Soup  \n"])
    }

    /// A change longer than the message's 200-line limit is printed whole enough to apply, not cut mid-hunk.
    @Test @MainActor func aLongDiffApplies() async throws {
        func lines(_ prefix: String) -> Scenario {
            Scenario("long", feature: "Cafe", formats: .ascii) {
                VStack(alignment: .leading) {
                    ForEach((0..<150).map { "\(prefix) \($0)" }, id: \.self) { Text($0) }
                }
            }
        }
        try await Self.expectEveryDiffApplies(recording: lines("line"), then: lines("LINE"))
    }
}
