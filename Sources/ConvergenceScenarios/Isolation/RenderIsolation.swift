import ConvergenceSupport
import CrashIsolation
import Foundation

/// Keeps a scenario that traps, overflows its stack, exits or never finishes from taking every other scenario with
/// it: the process-level guard around every render the runner, `assertSnapshot` and the command line perform.
///
/// Each render in flight is registered (its id and declaration) for as long as it runs, and marks the main thread
/// while its own code runs there (construction, bodies, actions). When the program stops during a render — a Swift
/// trap, a fault, a stack overflow, `exit()`, or the main thread held past ``hangLimit`` — a handler appends a record
/// naming the render to a file, and starts the same program again with the same arguments and that file's name in
/// `CONVERGENCE_CRASH_RECORDS`. In the new run, a render with a record fails at once with
/// ``ScenarioError/crashed(scenario:kind:message:)`` or ``ScenarioError/timedOut(scenario:message:)`` and is not
/// rendered again; every other one runs (what the first run recorded is verified). When a thread other than the main
/// one stopped the program with several renders in flight, each is recorded as a suspect and the next run renders
/// one at a time, so the next stop names its culprit.
///
/// Linux only (`fork`-free: `execve` of `/proc/self/exe`); elsewhere, or with
/// `CONVERGENCE_FORCE_FALLBACK=crash-isolation`, nothing is installed and a crash ends the program as it would
/// without Convergence.
package enum RenderIsolation {
    /// The render this task's work belongs to, set by ``guarding(_:_:)``.
    @TaskLocal static var current: Slot?

    /// A registered render: its registry slot (-1 when every slot was taken).
    struct Slot: Sendable {
        let index: Int32
    }

    /// What the earlier runs of this program recorded (empty in a first run).
    package static let inherited: CrashRecords = {
        guard let path = cvg_inherited_records_path().map({ String(cString: $0) }),
            let data = FileManager.default.contents(atPath: path)
        else { return CrashRecords(text: "") }
        return CrashRecords(text: String(decoding: data, as: UTF8.self))
    }()

    /// How long one render may hold the main thread: `CONVERGENCE_RENDER_TIMEOUT` seconds (default 60, 0 for
    /// never).
    package static let hangLimit: Double = {
        let value = ProcessInfo.processInfo.environment["CONVERGENCE_RENDER_TIMEOUT"].flatMap(Double.init) ?? 60
        return max(0, value)
    }()

    /// How many times a program may be started again after crashes: `CONVERGENCE_MAX_RESTARTS` (default 16).
    package static let maxRestarts: Int = {
        ProcessInfo.processInfo.environment["CONVERGENCE_MAX_RESTARTS"].flatMap(Int.init).map { max(0, $0) } ?? 16
    }()

    /// Whether the handlers are installed (installed once, by the first guarded render, on the main thread).
    @MainActor
    package static let isInstalled: Bool = {
        guard !RuntimeFallback.crashIsolation.isForced else { return false }
        let path =
            cvg_inherited_records_path().map { String(cString: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "convergence-crashes-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tsv"
            ).path
        return cvg_install(path, Int32(clamping: maxRestarts), hangLimit) == 0
    }()

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
    /// - Throws: ``ScenarioError/crashed(scenario:kind:message:)`` or ``ScenarioError/timedOut(scenario:message:)``
    ///   for a recorded scenario; what `render` throws.
    @MainActor
    package static func guarding<Value>(
        _ scenario: Scenario, _ render: @MainActor () async throws -> Value
    ) async throws -> Value {
        if current != nil { return try await render() }
        if let record = inherited.culprit(
            scenarioID: scenario.id, fileID: scenario.source.fileID, line: scenario.source.line)
        {
            throw record.kind == "timeout"
                ? ScenarioError.timedOut(scenario: scenario.id, message: record.message)
                : ScenarioError.crashed(scenario: scenario.id, kind: record.kind, message: record.message)
        }
        guard isEnabled, isInstalled else { return try await render() }
        let serial = inherited.hasSuspects
        if serial { await serialGate.enter() }
        defer { if serial { serialGate.leave() } }
        let entry = CrashRecord.entry(
            scenarioID: scenario.id, fileID: scenario.source.fileID, line: scenario.source.line,
            filePath: scenario.source.filePath)
        let slot = Slot(index: cvg_begin(entry))
        defer { cvg_end(slot.index) }
        return try await $current.withValue(slot) { try await render() }
    }

    /// Runs `body`, the render's own code, marking the main thread as held by it (what the watchdog and a crash on
    /// the main thread read).
    @inline(__always)
    static func onMain<Value>(_ body: () throws -> Value) rethrows -> Value {
        guard let slot = current else { return try body() }
        let previous = cvg_main_enter(slot.index)
        defer { cvg_main_leave(previous) }
        return try body()
    }
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
