import ConvergenceViews
import Foundation

extension Timer {
    /// A timer for `.onReceive`, as Combine's `Timer.publish(every:on:in:)`: in a scenario it ticks on the
    /// ``ScenarioClock``, so `.advanceClock(by:)` steps make it fire (once per interval passed); outside a snapshot
    /// run it ticks in real time. The dates it sends are the scenario's now (2026-01-01 09:00 UTC at the start).
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
    /// ```
    ///
    /// - Parameters:
    ///   - interval: Seconds between ticks.
    ///   - tolerance: Accepted for compatibility; ignored (ticks come exactly on the interval).
    ///   - runLoop: Accepted for compatibility; ignored.
    ///   - mode: Accepted for compatibility; ignored.
    /// - Returns: A publisher to pass through ``TimerPublisher/autoconnect()`` to `.onReceive(_:perform:)`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The ticks of a timer made with `Timer.publish(every:on:in:)`.
    public struct TimerPublisher: Sendable {
        public typealias Output = Date
        let interval: TimeInterval

        /// Starts ticking when a view receives it, as Combine's `autoconnect()`.
        ///
        /// - Returns: The publisher that `.onReceive(_:perform:)` takes.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
            Publishers.Autoconnect(upstream: self)
        }
    }
}

extension Publishers {
    /// A publisher that connects when it is received.
    public struct Autoconnect<Upstream: Sendable>: Sendable {
        public let upstream: Upstream
    }
}

extension View {
    /// Runs `action` at every tick of a timer, on the scenario clock.
    ///
    /// - Parameters:
    ///   - timer: A timer from `Timer.publish(every:on:in:).autoconnect()`.
    ///   - action: Runs on the main actor at each tick with the tick's date on the scenario clock.
    /// - Returns: The view, with a task that runs while it is shown.
    public func onReceive(
        _ timer: Publishers.Autoconnect<Timer.TimerPublisher>, perform action: @escaping @MainActor (Date) -> Void
    ) -> ModifiedView<Self> {
        onReceive(timer.upstream, perform: action)
    }

    /// Runs `action` at every tick of a timer, on the scenario clock.
    ///
    /// - Parameters:
    ///   - timer: A timer from `Timer.publish(every:on:in:)`.
    ///   - action: Runs on the main actor at each tick with the tick's date on the scenario clock.
    /// - Returns: The view, with a task that runs while it is shown.
    public func onReceive(
        _ timer: Timer.TimerPublisher, perform action: @escaping @MainActor (Date) -> Void
    ) -> ModifiedView<Self> {
        let interval = Duration.milliseconds(Int64(max(0.001, timer.interval) * 1000))
        return task {
            var next = interval
            while !Task.isCancelled {
                let elapsed = ScenarioClock.now ?? .zero
                do {
                    try await ScenarioClock.sleep(for: ScenarioClock.now == nil ? interval : next - elapsed)
                } catch {
                    return
                }
                let seconds = Double(next.components.seconds) + Double(next.components.attoseconds) / 1e18
                action(ScenarioTime.defaultReferenceDate.addingTimeInterval(seconds))
                next += interval
            }
        }
    }
}
