import Foundation

/// Knows which pieces of a render's work are still alive and which of them sleep on the scenario clock.
///
/// Every unit of work a render starts — a `.task` effect, a button action, typing into a field — runs with a token
/// of its own in a task-local. Tasks started inside it (`Task { … }` in an action) inherit the task-local and so keep
/// the token alive; the token dies when the last of them finishes. A render has settled when every live token has
/// a task sleeping on the ``ScenarioClock``: nothing is left that could still change the screen without time moving.
final class ActivityMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private var live: [ObjectIdentifier: String] = [:]
    private var sleepers: [ObjectIdentifier: Int] = [:]
    private var changes = 0

    /// A token for a new unit of work, described for messages ("ItemsView's .task").
    func makeToken(_ origin: String) -> ActivityToken {
        let token = ActivityToken(origin: origin, monitor: self)
        lock.withLock {
            live[ObjectIdentifier(token)] = origin
            changes += 1
        }
        return token
    }

    func tokenEnded(_ id: ObjectIdentifier) {
        lock.withLock {
            live[id] = nil
            sleepers[id] = nil
            changes += 1
        }
    }

    func sleeperAdded(_ token: ActivityToken?) {
        guard let token else { return }
        lock.withLock {
            sleepers[ObjectIdentifier(token), default: 0] += 1
            changes += 1
        }
    }

    func sleeperRemoved(_ token: ActivityToken?) {
        guard let token else { return }
        lock.withLock {
            let id = ObjectIdentifier(token)
            if let count = sleepers[id] { sleepers[id] = count > 1 ? count - 1 : nil }
            changes += 1
        }
    }

    /// A snapshot of the work: whether it has settled, what is still busy, whether any work is alive at all (idle:
    /// none, not even sleeping), and a counter that moves on any change.
    var state: (isSettled: Bool, busy: [String], isIdle: Bool, changes: Int) {
        lock.withLock {
            let busy = live.filter { sleepers[$0.key, default: 0] == 0 }.map(\.value).sorted()
            return (busy.isEmpty, busy, live.isEmpty, changes)
        }
    }
}

/// Marks one unit of a render's work; alive as long as any task started for it runs.
final class ActivityToken: Sendable {
    let origin: String
    private let monitor: ActivityMonitor

    init(origin: String, monitor: ActivityMonitor) {
        self.origin = origin
        self.monitor = monitor
    }

    deinit {
        monitor.tokenEnded(ObjectIdentifier(self))
    }
}

/// What the code running for a scenario render can reach: its clock and its current unit of work.
struct ScenarioRuntime: Sendable {
    /// `nil` in a live preview: sleeping there takes real time.
    let clock: VirtualClock?
    let monitor: ActivityMonitor
    let token: ActivityToken?

    func with(_ token: ActivityToken) -> ScenarioRuntime {
        ScenarioRuntime(clock: clock, monitor: monitor, token: token)
    }

    @TaskLocal static var current: ScenarioRuntime?
}
