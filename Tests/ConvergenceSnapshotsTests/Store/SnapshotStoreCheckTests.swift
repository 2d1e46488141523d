import ConvergenceSnapshots
import Foundation
import Testing

@Suite struct SnapshotStoreCheckTests {
    static let file = "Items/loaded.txt"
    static let pending = "Items/loaded.txt.new"
    static let render = "Items\n=====\nnew\n"
    static let old = "Items\n=====\nold\n"

    /// What is on disk before the check.
    enum State: String, Sendable, CaseIterable {
        case missing, equal, different, missingWithStalePending, equalWithStalePending, differentWithStalePending

        var files: [String: String] {
            let stale = [SnapshotStoreCheckTests.pending: "stale\n"]
            switch self {
            case .missing: return [:]
            case .equal: return [SnapshotStoreCheckTests.file: SnapshotStoreCheckTests.render]
            case .different: return [SnapshotStoreCheckTests.file: SnapshotStoreCheckTests.old]
            case .missingWithStalePending: return stale
            case .equalWithStalePending: return State.equal.files.merging(stale) { $1 }
            case .differentWithStalePending: return State.different.files.merging(stale) { $1 }
            }
        }
    }

    struct Transition: Sendable, CustomTestStringConvertible {
        let state: State
        let mode: RecordMode
        let outcome: SnapshotOutcome
        let after: [String: String]
        var testDescription: String { "\(state.rawValue) × \(mode.rawValue)" }
    }

    static let recordedOnly = [file: render]
    static let oldWithPending = [file: old, pending: render]

    static let transitions: [Transition] = [
        .init(state: .missing, mode: .missing, outcome: .recorded, after: recordedOnly),
        .init(state: .missing, mode: .all, outcome: .recorded, after: recordedOnly),
        .init(state: .missing, mode: .failed, outcome: .recorded, after: recordedOnly),
        .init(state: .missing, mode: .never, outcome: .missing(pendingFile: pending), after: [pending: render]),

        .init(state: .equal, mode: .missing, outcome: .passed, after: recordedOnly),
        .init(state: .equal, mode: .all, outcome: .passed, after: recordedOnly),
        .init(state: .equal, mode: .failed, outcome: .passed, after: recordedOnly),
        .init(state: .equal, mode: .never, outcome: .passed, after: recordedOnly),

        .init(
            state: .different, mode: .missing, outcome: .changed(old: old, pendingFile: pending), after: oldWithPending),
        .init(state: .different, mode: .all, outcome: .updated(old: old), after: recordedOnly),
        .init(state: .different, mode: .failed, outcome: .updated(old: old), after: recordedOnly),
        .init(
            state: .different, mode: .never, outcome: .changed(old: old, pendingFile: pending), after: oldWithPending),

        .init(state: .missingWithStalePending, mode: .missing, outcome: .recorded, after: recordedOnly),
        .init(state: .missingWithStalePending, mode: .all, outcome: .recorded, after: recordedOnly),
        .init(state: .missingWithStalePending, mode: .failed, outcome: .recorded, after: recordedOnly),
        .init(
            state: .missingWithStalePending, mode: .never, outcome: .missing(pendingFile: pending),
            after: [pending: render]),

        .init(state: .equalWithStalePending, mode: .missing, outcome: .passed, after: recordedOnly),
        .init(state: .equalWithStalePending, mode: .all, outcome: .passed, after: recordedOnly),
        .init(state: .equalWithStalePending, mode: .failed, outcome: .passed, after: recordedOnly),
        .init(state: .equalWithStalePending, mode: .never, outcome: .passed, after: recordedOnly),

        .init(
            state: .differentWithStalePending, mode: .missing, outcome: .changed(old: old, pendingFile: pending),
            after: oldWithPending),
        .init(state: .differentWithStalePending, mode: .all, outcome: .updated(old: old), after: recordedOnly),
        .init(state: .differentWithStalePending, mode: .failed, outcome: .updated(old: old), after: recordedOnly),
        .init(
            state: .differentWithStalePending, mode: .never, outcome: .changed(old: old, pendingFile: pending),
            after: oldWithPending),
    ]

    @Test func theTableCoversEveryStateAndMode() {
        let covered = Set(Self.transitions.map(\.testDescription))
        #expect(covered.count == State.allCases.count * RecordMode.allCases.count)
    }

    @Test(arguments: transitions)
    func checkDecidesByModeAndStateAndLeavesExactlyTheseFiles(_ transition: Transition) throws {
        try StoreTestFolder.with { folder throws in
            for (path, text) in transition.state.files { try folder.put(text, at: path) }
            let outcome = try folder.store.check(Self.render, at: Self.file, mode: transition.mode)
            #expect(outcome == transition.outcome)
            #expect(try folder.filesOnDisk() == transition.after)
        }
    }

    @Test(arguments: RecordMode.allCases)
    func anUnchangedSnapshotIsNeverRewritten(mode: RecordMode) throws {
        try StoreTestFolder.with { folder throws in
            try folder.put(Self.render, at: Self.file)
            let before = try folder.identity(of: Self.file)
            #expect(try folder.store.check(Self.render, at: Self.file, mode: mode) == .passed)
            #expect(try folder.identity(of: Self.file) == before)
        }
    }

    @Test func aPendingRenderWrittenAfterItsFolderWasListedIsRemovedWhenTheSnapshotPassesAgain() throws {
        try StoreTestFolder.with { folder throws in
            // Recording lists the folder (for stale pending renders); the failing check then writes one into it.
            #expect(try folder.store.check(Self.old, at: Self.file, mode: .missing) == .recorded)
            #expect(
                try folder.store.check(Self.render, at: Self.file, mode: .never)
                    == .changed(old: Self.old, pendingFile: Self.pending))
            #expect(try folder.filesOnDisk() == [Self.file: Self.old, Self.pending: Self.render])

            #expect(try folder.store.check(Self.old, at: Self.file, mode: .never) == .passed)
            #expect(try folder.filesOnDisk() == [Self.file: Self.old])
        }
    }

    @Test func comparesBytesNotCanonicalEquivalence() throws {
        try StoreTestFolder.with { folder throws in
            try folder.put("Cafe\u{301}\n", at: Self.file)
            let outcome = try folder.store.check("Caf\u{E9}\n", at: Self.file, mode: .never)
            #expect(outcome == .changed(old: "Cafe\u{301}\n", pendingFile: Self.pending))
        }
    }

    @Test func outcomesSayWhetherTheyFailed() {
        #expect(!SnapshotOutcome.passed.isFailure && !SnapshotOutcome.recorded.isFailure)
        #expect(!SnapshotOutcome.updated(old: "").isFailure)
        #expect(SnapshotOutcome.changed(old: "", pendingFile: "a.new").isFailure)
        #expect(SnapshotOutcome.missing(pendingFile: "a.new").isFailure)
        #expect(SnapshotOutcome.recorded.wroteSnapshot && SnapshotOutcome.updated(old: "").wroteSnapshot)
        #expect(!SnapshotOutcome.changed(old: "", pendingFile: "a.new").wroteSnapshot)
    }

    @Test func createsFeatureFoldersAsNeeded() throws {
        try StoreTestFolder.with { folder throws in
            let path = try SnapshotPath.relativePath(feature: "Deep/Feature", scenario: "x", step: 3)
            #expect(try folder.store.check("x\n", at: path, mode: .missing) == .recorded)
            #expect(try folder.filesOnDisk() == ["Deep%2FFeature/x.step3.txt": "x\n"])
        }
    }

    @Test(arguments: ["../escape.txt", "/tmp/escape.txt", "Items/../../escape.txt", "", "Items//x.txt", "./x.txt"])
    func refusesPathsOutsideTheRoot(path: String) throws {
        try StoreTestFolder.with { folder throws in
            #expect(throws: SnapshotStoreError.pathOutsideRoot(path: path, root: folder.store.root.path)) {
                try folder.store.check("x\n", at: path, mode: .all)
            }
            #expect(try folder.filesOnDisk() == [:])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
        }
    }
}
