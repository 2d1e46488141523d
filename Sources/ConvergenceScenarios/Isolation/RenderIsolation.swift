import ConvergenceRuntime
import Foundation

/// Keeps a scenario that traps, overflows its stack, exits or never finishes from taking every other scenario with
/// it: the process-level guard around every render the runner, `assertSnapshot` and the command line perform.
///
/// Each render in flight is registered (its id and declaration) for as long as it runs, and marks the main thread
/// while its own code runs there (construction, bodies, actions). When the program stops during a render — a Swift
/// trap, a fault, a stack overflow, `exit()`, or the main thread held past ``hangLimit`` — a handler appends a record
/// naming the render to a file, and starts the same program again with the same arguments and that file's name in
/// `CONVERGENCE_CRASH_RECORDS`. In the new run, a render with a record fails at once with
/// ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/crashed``) or ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/timedOut``) and is not
/// rendered again; every other one runs (what the first run recorded is verified). When a thread other than the main
/// one stopped the program with several renders in flight, each is recorded as a suspect and the next run renders
/// one at a time, so the next stop names its culprit.
///
/// The process-level half (the handlers, the registry, the records) is ``CrashGuard`` in ConvergenceRuntime.
/// Linux only (`fork`-free: `execve` of `/proc/self/exe`); elsewhere, or with
/// `CONVERGENCE_FORCE_FALLBACK=crash-isolation`, nothing is installed and a crash ends the program as it would
/// without Convergence.
package enum RenderIsolation {
    /// Whether the handlers are installed (installed once, by the first guarded render, on the main thread).
    @MainActor package static var isInstalled: Bool { CrashGuard.isInstalled }

    /// Whether renders are guarded; the benchmark turns it off to time the same work without isolation, side by
    /// side in one process.
    @MainActor package static var isEnabled = true

    /// Renders wait here for one another when an earlier run could not name its culprit.
    @MainActor private static let serialGate = SerialGate()

    /// Runs `render` as the guarded render of `scenario`, or fails at once when an earlier run of the program
    /// recorded that the scenario stopped it.
    ///
    /// Nested calls (the runner's render, then the scenario's frames) register once.
    ///
    /// - Throws: ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/crashed``) or ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/timedOut``)
    ///   for a recorded scenario; what `render` throws.
    @MainActor
    package static func guarding<Value>(
        _ scenario: Scenario, _ render: @MainActor () async throws -> Value
    ) async throws -> Value {
        if CrashGuard.current != nil { return try await render() }
        if let record = CrashGuard.inherited.culprit(
            scenarioID: scenario.id, fileID: scenario.source.fileID, line: scenario.source.line)
        {
            // Symbolicating reads the program's debug information (seconds in a debug build): off the main actor,
            // which the scenarios in flight need, and whose deafness the watchdog counts against them.
            let frames = record.frames
            let frame = await Task.detached { StoppedFrames.firstInUserCode(frames) }.value
            let message = frame.map { "\(record.message)\nFirst frame in your code: \($0)" } ?? record.message
            throw record.kind == "timeout"
                ? ScenarioError.timedOut(scenario: scenario.id, message: message)
                : ScenarioError.crashed(scenario: scenario.id, kind: record.kind, message: message)
        }
        guard isEnabled, isInstalled else { return try await render() }
        let serial = CrashGuard.inherited.hasSuspects
        if serial { await serialGate.enter() }
        defer { if serial { serialGate.leave() } }
        let source = scenario.source
        return try await CrashGuard.registered(
            scenarioID: scenario.id, fileID: source.fileID, line: source.line, filePath: source.filePath, render)
    }

    /// Runs `body`, the render's own code, marking the main thread as held by it.
    @inline(__always)
    static func onMain<Value>(_ body: () throws -> Value) rethrows -> Value { try CrashGuard.onMain(body) }
}

/// A first-come, first-served turn for renders on the main actor.
@MainActor
private final class SerialGate {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
