import Foundation

/// Where and when a publisher delivers, as Combine's `Scheduler`, as far as `receive(on:)` and `subscribe(on:)`
/// need it.
///
/// Convergence delivers at once, on the thread that sent the value, whatever the scheduler: a value sent from a
/// button's action reaches the view model before the next frame, so scenarios stay deterministic.
/// `DispatchQueue`, `RunLoop`, `OperationQueue` and ``ImmediateScheduler`` are schedulers.
public protocol Scheduler {
    /// The options a scheduler takes; accepted and ignored.
    associatedtype SchedulerOptions = Never
}

extension DispatchQueue: Scheduler {}
extension RunLoop: Scheduler {}
extension OperationQueue: Scheduler {}

/// The scheduler that runs work at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()
}
