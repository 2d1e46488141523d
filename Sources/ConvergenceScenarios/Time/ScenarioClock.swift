import Foundation

/// The clock scenario mocks sleep on: `try await ScenarioClock.sleep(for: .seconds(1))` instead of `Task.sleep`.
///
/// In a snapshot run the clock stands still, so a `loading` scenario shows its loading state at once and never
/// waits; an `.advanceClock(by:)` step moves it on. In a live terminal preview, and outside any scenario
/// (production), it sleeps in real time.
///
/// ```swift
/// case .delayed(let items, let duration):
///     try await ScenarioClock.sleep(for: duration)
///     return items
/// ```
public enum ScenarioClock {
    /// Sleeps for `duration` on the current scenario's clock, or in real time outside a snapshot run.
    ///
    /// Throws `CancellationError` when the task is cancelled, as `Task.sleep` does (a scenario's tasks are
    /// cancelled when its render ends).
    ///
    /// - Parameter duration: How long to sleep on the scenario's clock (or on the wall outside a scenario).
    public static func sleep(for duration: Duration) async throws {
        guard let runtime = ScenarioRuntime.current, let clock = runtime.clock else {
            try await Task.sleep(for: duration)
            return
        }
        try await clock.sleep(for: duration, token: runtime.token)
    }

    /// The time the current scenario's clock shows, from zero at the start of the render; `nil` outside one.
    public static var now: Duration? {
        ScenarioRuntime.current?.clock?.now
    }
}

/// The standing clock of one snapshot render: time moves only when a step advances it.
final class VirtualClock: @unchecked Sendable {
    private struct Sleeper {
        let deadline: Duration
        let order: Int
        let token: ActivityToken?
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Duration = .zero
    private var sleepers: [Int: Sleeper] = [:]
    private var nextID = 0
    private let monitor: ActivityMonitor

    init(monitor: ActivityMonitor) {
        self.monitor = monitor
    }

    var now: Duration { lock.withLock { current } }

    func sleep(for duration: Duration, token: ActivityToken?) async throws {
        // A sleep that is already over does not wait for the clock to move, as on a real clock.
        guard duration > .zero else {
            try Task.checkCancellation()
            await Task.yield()
            return
        }
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let registered = lock.withLock { () -> Bool in
                    guard !Task.isCancelled else { return false }
                    sleepers[id] = Sleeper(
                        deadline: current + max(.zero, duration), order: id, token: token, continuation: continuation)
                    return true
                }
                if registered {
                    monitor.sleeperAdded(token)
                } else {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            resume(id, with: .failure(CancellationError()))
        }
    }

    /// Moves time on, waking every sleeper whose deadline has come, earliest first.
    func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current += max(.zero, duration)
            let due = sleepers.values.filter { $0.deadline <= current }.sorted {
                ($0.deadline, $0.order) < ($1.deadline, $1.order)
            }
            for sleeper in due { sleepers[sleeper.order] = nil }
            return due
        }
        for sleeper in due {
            monitor.sleeperRemoved(sleeper.token)
            sleeper.continuation.resume()
        }
    }

    /// Moves time on to the earliest sleeper's deadline and wakes it (and any due with it); false when none sleeps.
    func advanceToNextDeadline() -> Bool {
        guard let next = lock.withLock({ sleepers.values.map(\.deadline).min() }) else { return false }
        advance(by: next - now)
        return true
    }

    /// Wakes every sleeper with a cancellation error: the render is over.
    func cancelAll() {
        let all: [Sleeper] = lock.withLock {
            let all = Array(sleepers.values)
            sleepers.removeAll()
            return all
        }
        for sleeper in all {
            monitor.sleeperRemoved(sleeper.token)
            sleeper.continuation.resume(throwing: CancellationError())
        }
    }

    private func resume(_ id: Int, with result: Result<Void, any Error>) {
        let sleeper: Sleeper? = lock.withLock { sleepers.removeValue(forKey: id) }
        guard let sleeper else { return }
        monitor.sleeperRemoved(sleeper.token)
        sleeper.continuation.resume(with: result)
    }
}
