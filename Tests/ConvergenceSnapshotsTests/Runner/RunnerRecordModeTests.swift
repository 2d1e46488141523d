import Convergence
import ConvergenceSnapshots
import Foundation
import Testing

/// What is on disk for a scenario's files before the run.
enum RunnerFileState: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case noFile, equalFile, differentFile
    case staleNewAndNoFile, staleNewAndEqualFile, staleNewAndDifferentFile

    var snapshot: RunnerFileState {
        switch self {
        case .noFile, .staleNewAndNoFile: .noFile
        case .equalFile, .staleNewAndEqualFile: .equalFile
        case .differentFile, .staleNewAndDifferentFile: .differentFile
        }
    }

    var hasStaleNew: Bool { snapshot != self }

    var testDescription: String { rawValue }
}

/// Every record mode against every state of a whole scenario's files (`.txt` and `.html`).
@Suite struct RunnerRecordModeTests {
    static let paths = ["Items/loaded.txt", "Items/loaded.html"]
    static let stale = "an old render nobody accepted\n"

    @MainActor static func scenario() -> Scenario {
        Scenario("loaded", feature: "Items") { RunnerItemsView(state: RunnerItemScenarios.loaded()) }
    }

    @MainActor static func renders() async throws -> [String: String] {
        [
            "Items/loaded.txt": try await scenario().render(.ascii(width: 40)),
            "Items/loaded.html": try await scenario().render(.html),
        ]
    }

    static func old(_ path: String) -> String { "recorded before the change to \(path)\n" }

    @Test(arguments: RecordMode.allCases, RunnerFileState.allCases)
    @MainActor func modeAgainstState(mode: RecordMode, state: RunnerFileState) async throws {
        let renders = try await Self.renders()
        #expect(renders["Items/loaded.txt"] == "Apples\n" + String(repeating: "-", count: 40) + "\nPears\n")
        try await RunnerTestFolder.with { folder in
            for path in Self.paths {
                switch state.snapshot {
                case .equalFile: try folder.put(renders[path]!, at: path)
                case .differentFile: try folder.put(Self.old(path), at: path)
                default: break
                }
                if state.hasStaleNew { try folder.put(Self.stale, at: path + ".new") }
            }
            let identities = Self.paths.map { folder.identity(of: $0) }

            let result = await folder.runner(mode).run(Self.scenario())

            #expect(result.scenarioID == "Items/loaded")
            #expect(result.problem == nil)
            #expect(result.files.map(\.file.path.relativePath) == Self.paths)

            // The outcome each file should have, and the files that should be on disk afterwards.
            var expectedFiles: [String: String] = [:]
            var expectedOutcomes: [SnapshotOutcome] = []
            for path in Self.paths {
                let render = renders[path]!
                switch (state.snapshot, mode) {
                case (.noFile, .never):
                    expectedOutcomes.append(.missing(pendingFile: path + ".new"))
                    expectedFiles[path + ".new"] = render
                case (.noFile, _):
                    expectedOutcomes.append(.recorded)
                    expectedFiles[path] = render
                case (.equalFile, _):
                    expectedOutcomes.append(.passed)
                    expectedFiles[path] = render
                case (.differentFile, .missing), (.differentFile, .never):
                    expectedOutcomes.append(.changed(old: Self.old(path), pendingFile: path + ".new"))
                    expectedFiles[path] = Self.old(path)
                    expectedFiles[path + ".new"] = render
                case (.differentFile, _):
                    expectedOutcomes.append(.updated(old: Self.old(path)))
                    expectedFiles[path] = render
                default:
                    Issue.record("unreachable state \(state)")
                }
            }
            #expect(result.files.map(\.outcome) == expectedOutcomes)
            #expect(folder.filesOnDisk() == expectedFiles, "no temporary files left, stale .new removed or replaced")

            let expectedStatus: ScenarioResult.Status =
                switch (state.snapshot, mode) {
                case (.noFile, .never): .missing
                case (.noFile, _): .recorded
                case (.equalFile, _): .passed
                case (.differentFile, .missing), (.differentFile, .never): .changed
                default: .updated
                }
            #expect(result.status == expectedStatus)
            let fails = expectedStatus == .missing || expectedStatus == .changed
            #expect(result.isFailure == fails)
            #expect((result.failureMessage != nil) == fails)

            // A snapshot the mode does not write keeps its very file, not just its content.
            let keepsSnapshot = state.snapshot == .equalFile || expectedStatus == .changed
            if keepsSnapshot {
                #expect(Self.paths.map { folder.identity(of: $0) } == identities)
            }

            // Diffs come with the files that differ, and only with them.
            for fileResult in result.files {
                switch fileResult.outcome {
                case .changed, .updated:
                    let diff = try #require(fileResult.diff)
                    #expect(diff.contains("-recorded before the change to \(fileResult.file.path.relativePath)"))
                    #expect(diff.contains("@@ -1 +1"))
                default:
                    #expect(fileResult.diff == nil)
                }
            }
        }
    }

    /// Recording is idempotent: a second run in any mode passes and writes nothing.
    @Test(arguments: RecordMode.allCases)
    @MainActor func secondRunPassesWithoutWriting(mode: RecordMode) async throws {
        try await RunnerTestFolder.with { folder in
            let first = await folder.runner(.missing).run(Self.scenario())
            #expect(first.status == .recorded)
            let before = folder.filesOnDisk()
            let identities = Self.paths.map { folder.identity(of: $0) }
            let second = await folder.runner(mode).run(Self.scenario())
            #expect(second.status == .passed)
            #expect(second.files.map(\.outcome) == [.passed, .passed])
            #expect(second.failureMessage == nil)
            #expect(folder.filesOnDisk() == before)
            #expect(Self.paths.map { folder.identity(of: $0) } == identities)
        }
    }

    /// In `never`, a change and a missing file in one scenario: the worse status wins and both commands are given.
    @Test @MainActor func changedAndMissingInOneScenario() async throws {
        try await RunnerTestFolder.with { folder in
            try folder.put("old text\n", at: "Items/loaded.txt")
            let result = await folder.runner(.never).run(Self.scenario())
            #expect(result.status == .changed)
            #expect(
                result.files.map(\.outcome) == [
                    .changed(old: "old text\n", pendingFile: "Items/loaded.txt.new"),
                    .missing(pendingFile: "Items/loaded.html.new"),
                ])
            let message = try #require(result.failureMessage)
            #expect(message.contains("SNAPSHOTS_RECORD=failed swift test"))
            #expect(message.contains("SNAPSHOTS_RECORD=missing swift test"))
            #expect(
                Set(folder.filesOnDisk().keys) == ["Items/loaded.txt", "Items/loaded.txt.new", "Items/loaded.html.new"])
        }
    }
}
