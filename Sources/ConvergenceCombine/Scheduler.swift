import Foundation

/// Where and when a publisher delivers, as Combine's `Scheduler`, as far as `receive(on:)`, `subscribe(on:)`,
/// `delay(for:scheduler:)` and `debounce(for:scheduler:)` need it.
///
/// Convergence delivers at once, on the thread that sent the value, whatever the scheduler and whatever the delay: a
/// value sent from a button's action reaches the view model before the next frame, so scenarios stay deterministic.
/// `DispatchQueue`, `RunLoop`, `OperationQueue` and ``ImmediateScheduler`` are schedulers.
public protocol Scheduler {
    /// The scheduler's measure of time, whose `Stride` intervals such as `delay(for:scheduler:)`'s are written in:
    /// `.seconds(1)`, `.milliseconds(300)` or a literal number of seconds.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// The options a scheduler takes; accepted and ignored.
    associatedtype SchedulerOptions = Never
}

/// An interval that can be written in seconds and their fractions, as Combine's `SchedulerTimeIntervalConvertible`.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

extension DispatchQueue: Scheduler {}
extension RunLoop: Scheduler {}

extension OperationQueue: Scheduler {
    /// An operation queue's measure of time: a date, as a run loop's.
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType
}

/// The scheduler that runs work at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The immediate scheduler's measure of time: nanoseconds, as a dispatch queue's.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType

    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()
}
