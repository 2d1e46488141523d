import ConvergenceViews
import Foundation

/// The shared contexts `PreviewModifier`s make: each type's `makeSharedContext()` runs once per process, before
/// the first preview that names it is built, and every later preview reuses the result, as Xcode caches it.
///
/// The work runs on a scenario clock of its own that moves straight to each sleeper's deadline, so
/// `ScenarioClock` sleeps in it pass at once; real waiting is bounded by the scenario's settle timeout.
@MainActor
final class PreviewSharedContexts {
    static let shared = PreviewSharedContexts()

    private var made: [ObjectIdentifier: Any] = [:]
    private var making: [ObjectIdentifier: Task<Void, any Error>] = [:]

    /// Makes the contexts `modifiers` need that do not exist yet; throws what a `makeSharedContext()` threw.
    func prepare(_ modifiers: [AnyPreviewModifier], timeout: Duration) async throws {
        for modifier in modifiers where made[modifier.type] == nil {
            if let running = making[modifier.type] {
                try await running.value
                continue
            }
            let task = Task { @MainActor in
                self.made[modifier.type] = try await Self.run(modifier, timeout: timeout)
            }
            making[modifier.type] = task
            defer { making[modifier.type] = nil }
            try await task.value
        }
    }

    /// The context a modifier's type made; `()` if it was never prepared (the modifier then wraps nothing).
    func context(for modifier: AnyPreviewModifier) -> Any {
        made[modifier.type] ?? ()
    }

    private static func run(_ modifier: AnyPreviewModifier, timeout: Duration) async throws -> Any {
        let monitor = ActivityMonitor()
        let clock = VirtualClock(monitor: monitor)
        let runtime = ScenarioRuntime(
            clock: clock, monitor: monitor, token: monitor.makeToken("\(modifier.typeName).makeSharedContext()"))
        let outcome = Outcome()
        let work = Task { @MainActor in
            do {
                let value = try await ScenarioRuntime.$current.withValue(runtime) {
                    try await modifier.makeSharedContext()
                }
                outcome.result = .success(value)
            } catch {
                outcome.result = .failure(error)
            }
        }
        let started = ContinuousClock.now
        while true {
            // Let the work run until it finishes or sleeps on the clock, then move the clock to its deadline.
            await Task.yield()
            if let result = outcome.result { return try result.get() }
            if !clock.advanceToNextDeadline() {
                guard ContinuousClock.now - started < timeout else {
                    work.cancel()
                    clock.cancelAll()
                    throw UnsettledContext(modifier: modifier.typeName, timeout: timeout)
                }
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
    }

    /// What a `makeSharedContext()` gave, once it is over.
    private final class Outcome {
        var result: Result<Any, any Error>?
    }
}

/// A `makeSharedContext()` still running, not sleeping on `ScenarioClock`, after the settle timeout.
struct UnsettledContext: Error, CustomStringConvertible {
    let modifier: String
    let timeout: Duration

    var description: String {
        "\(modifier).makeSharedContext() did not finish within \(timeout): it waits on real time or I/O, not on "
            + "ScenarioClock. Make the shared context from fixtures, and sleep with `ScenarioClock.sleep(for:)`."
    }
}
