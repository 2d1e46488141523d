import ConvergenceRendering
import ConvergenceScenarios

/// What the runner found for one scenario: an outcome per file, or why it could not be rendered.
public struct ScenarioResult: Sendable {
    /// The outcome for one snapshot file, with the diff when the render differs from the recorded file.
    public struct FileResult: Sendable {
        public let file: ScenarioFile
        public let outcome: SnapshotOutcome
        /// The annotated unified diff from the recorded file to the render, for changed and updated files.
        public let diff: String?
        /// What changed for the user, for a changed accessibility outline (one sentence per change); else empty.
        public var changeSummary: [String] = []
    }

    /// Why a scenario has no file results.
    public enum Problem: Sendable {
        case unsettled(ScenarioError)
        case nondeterministic(ScenarioError)
        case failed(String)
        /// Its code stopped an earlier run of the program (a trap, a stack overflow, `exit`), which was started again
        /// without it: `ScenarioError.crashed(scenario:kind:message:)`.
        case crashed(ScenarioError)
        /// Its code held the main thread past the bound in an earlier run of the program:
        /// `ScenarioError.timedOut(scenario:message:)`.
        case timedOut(ScenarioError)
    }

    public enum Status: String, Sendable, CaseIterable {
        case passed, recorded, updated, changed, missing, nondeterministic, unsettled, failed, crashed
        case timedOut = "timed out"
    }

    public let scenarioID: String
    public let source: ScenarioSourceLocation
    public let files: [FileResult]
    public let problem: Problem?
    /// The snapshot folder's path relative to the package, for messages (`__Snapshots__`).
    let displayRoot: String
    /// How long the scenario's check took, from its start to its result (scenarios run concurrently, so the
    /// durations of a run overlap).
    public var duration: Duration?
    /// The record mode the scenario was checked in and where it came from, for the failure message's next steps.
    var recording: (mode: RecordMode, source: RecordModeSource) = (.never, .runner)

    /// What changed for the user across the scenario's frames, from its accessibility outlines (empty without them).
    public var changeSummary: [String] {
        let changed = files.filter { !$0.changeSummary.isEmpty }
        guard changed.count > 1 else { return changed.first?.changeSummary ?? [] }
        return changed.flatMap { file in
            file.changeSummary.map { (file.file.step.map { "after step \($0): " } ?? "first frame: ") + $0 }
        }
    }

    /// The worst thing that happened, for the summary.
    public var status: Status {
        switch problem {
        case .unsettled: return .unsettled
        case .nondeterministic: return .nondeterministic
        case .failed: return .failed
        case .crashed: return .crashed
        case .timedOut: return .timedOut
        case nil: break
        }
        let outcomes = files.map(\.outcome)
        if outcomes.contains(where: { if case .changed = $0 { true } else { false } }) { return .changed }
        if outcomes.contains(where: { if case .missing = $0 { true } else { false } }) { return .missing }
        if outcomes.contains(where: { if case .updated = $0 { true } else { false } }) { return .updated }
        if outcomes.contains(.recorded) { return .recorded }
        return .passed
    }

    /// Whether the scenario fails the run.
    public var isFailure: Bool { problem != nil || files.contains { $0.outcome.isFailure } }

    /// The failure message: what happened, the file, the diff, and the command to run next; `nil` if it passed.
    public var failureMessage: String? {
        if let problem {
            switch problem {
            case .unsettled(let error), .nondeterministic(let error), .crashed(let error), .timedOut(let error):
                return "\(error)\n(declared at \(source))"
            case .failed(let message): return "\(message)\n(declared at \(source))"
            }
        }
        let failures = files.filter { $0.outcome.isFailure }
        guard !failures.isEmpty else { return nil }
        var parts: [String] = []
        var needsAccept = false
        var needsRecord = false
        for result in failures {
            let path = displayRoot + "/" + result.file.path.relativePath
            switch result.outcome {
            case .changed(_, let pending):
                needsAccept = true
                parts.append(
                    """
                    \(scenarioID): \(path) (\(result.file.format)) no longer matches the render; \
                    the new render is in \(displayRoot)/\(pending).
                    \(result.diff ?? "")
                    """
                )
            case .missing(let pending):
                needsRecord = true
                parts.append(
                    """
                    \(scenarioID): no snapshot at \(path) (\(result.file.format)), and this run may not record one \
                    (\(recording.source.whyNoRecording(recording.mode))). The render is in \(displayRoot)/\(pending).
                    """
                )
            default: break
            }
        }
        var next: [String] = []
        if needsAccept {
            next.append("If the change is intended, accept it: " + recording.source.howToWrite(rewrite: true))
        }
        if needsRecord {
            next.append("Record it on your machine and commit the file: " + recording.source.howToWrite(rewrite: false))
        }
        let summary = changeSummary
        if !summary.isEmpty {
            parts.insert("What changed for the user:\n" + summary.map { "  - " + $0 }.joined(separator: "\n"), at: 0)
        }
        return (parts + next).joined(separator: "\n") + "\n(declared at \(source))"
    }
}
