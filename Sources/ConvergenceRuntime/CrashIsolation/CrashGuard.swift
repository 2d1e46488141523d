import CrashIsolation
import Foundation

/// Crash isolation's Swift side over the C target `CrashIsolation`: installs the handlers once, registers the renders
/// in flight, marks the main thread while a render's own code runs there, and reads what earlier runs recorded.
///
/// What to register (a scenario's id and declaration) and what a record means to a caller (a failed scenario) belong
/// to `RenderIsolation` in ConvergenceScenarios; this type only knows ids, declarations and slots.
///
/// Linux only (`execve` of `/proc/self/exe`); elsewhere, or with `CONVERGENCE_FORCE_FALLBACK=crash-isolation`,
/// nothing is installed, and a render that traps, exits or hangs ends or hangs the program as without Convergence.
package enum CrashGuard {
    /// The render this task's work belongs to, set by ``registered(scenarioID:fileID:line:filePath:_:)``.
    @TaskLocal package static var current: Slot?

    /// A registered render: its registry slot (-1 when every slot was taken).
    package struct Slot: Sendable {
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
        guard cvg_install(path, Int32(clamping: maxRestarts), hangLimit) == 0 else { return false }
        if hangLimit > 0 { startHeartbeat() }
        return true
    }()

    /// Sends the main queue a heartbeat four times a second (one at a time), which the watchdog reads: a main
    /// thread deaf to it for the hang limit while renders are in flight is held by work they started outside their
    /// views' own code, such as a `.task` body that never awaits.
    private static func startHeartbeat() {
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: 0.25)
                if cvg_heartbeat_sent() == 1 { DispatchQueue.main.async { cvg_heartbeat_answered() } }
            }
        }
        thread.name = "Convergence heartbeat"
        thread.start()
    }

    /// Runs `body` as a registered render: a crash or hang while it is in flight is recorded under its id and
    /// declaration.
    @MainActor
    package static func registered<Value>(
        scenarioID: String, fileID: String, line: Int, filePath: String,
        _ body: @MainActor () async throws -> Value
    ) async throws -> Value {
        let entry = CrashRecord.entry(scenarioID: scenarioID, fileID: fileID, line: line, filePath: filePath)
        let slot = Slot(index: cvg_begin(entry))
        defer { cvg_end(slot.index) }
        return try await $current.withValue(slot) { try await body() }
    }

    /// Runs `body`, the render's own code, marking the main thread as held by it (what the watchdog and a crash on
    /// the main thread read).
    @inline(__always)
    package static func onMain<Value>(_ body: () throws -> Value) rethrows -> Value {
        guard let slot = current else { return try body() }
        let previous = cvg_main_enter(slot.index)
        defer { cvg_main_leave(previous) }
        return try body()
    }
}
