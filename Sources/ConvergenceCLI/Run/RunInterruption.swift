import Dispatch
import Foundation

/// SIGINT (Ctrl-C) and SIGTERM while a command runs the catalog: the first one stops the run cleanly, a second one
/// ends the process at once.
///
/// A clean stop lets the scenarios in flight finish (their snapshot files are written whole, by rename, and their
/// temporary files are gone), starts no more, and prints the summary with the signal named; the exit code is
/// 128 + the signal's number, as a shell reports a process the signal ended. Only the real process takes the
/// signals over (``CommandContext/handlesSignals``, set by ``ScenariosCommand/main(catalog:program:)``), and only
/// while the run lasts; commands run in-process by tests leave them alone.
///
/// ```swift
/// let (result, signal) = try await RunInterruption.stoppable(handlingSignals: context.handlesSignals) {
///     try await CatalogRun.run(context: context, arguments: arguments, mode: .never)
/// }
/// ```
final class RunInterruption: @unchecked Sendable {
    // Unchecked: `state` is behind its lock, and `signals` and `sources` never change after init.
    private struct State {
        var signal: Int32?
        var onSignal: (@Sendable () -> Void)?
    }

    private let state = LockedValue(State())
    private let signals: [Int32]
    private let sources: [any DispatchSourceSignal]

    /// Takes the signals over from their default handling (which ends the process at once) until ``uninstall()``.
    init(signals: [Int32] = [SIGINT, SIGTERM]) {
        self.signals = signals
        let queue = DispatchQueue(label: "convergence.run-interruption")
        var sources: [any DispatchSourceSignal] = []
        for number in signals {
            signal(number, SIG_IGN)
            sources.append(DispatchSource.makeSignalSource(signal: number, queue: queue))
        }
        self.sources = sources
        for (number, source) in zip(signals, sources) {
            source.setEventHandler { [weak self] in self?.received(number) }
            source.resume()
        }
    }

    /// Gives the signals back to their default handling.
    func uninstall() {
        for source in sources { source.cancel() }
        for number in signals { signal(number, SIG_DFL) }
    }

    /// The signal that asked the run to stop, or nil.
    var receivedSignal: Int32? { state.withLock { $0.signal } }

    private func received(_ number: Int32) {
        let handler = state.withLock { state -> (@Sendable () -> Void)?? in
            if state.signal != nil { return nil }
            state.signal = number
            return .some(state.onSignal)
        }
        guard let handler else {
            // The second signal: the user means it.
            exit(128 + number)
        }
        handler?()
    }

    /// Runs `work` in a task the first SIGINT or SIGTERM cancels when `handlingSignals`; returns what it returns,
    /// and the signal if one came.
    @MainActor
    static func stoppable<Value: Sendable>(
        handlingSignals: Bool, _ work: @escaping @MainActor () async throws -> Value
    ) async throws -> (value: Value, signal: Int32?) {
        guard handlingSignals else { return (try await work(), nil) }
        let interruption = RunInterruption()
        defer { interruption.uninstall() }
        let task = Task { @MainActor in try await work() }
        let early = interruption.state.withLock { state in
            state.onSignal = { task.cancel() }
            return state.signal != nil
        }
        if early { task.cancel() }
        return (try await task.value, interruption.receivedSignal)
    }
}

/// A value behind a lock, for state a signal handler and the run share.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
