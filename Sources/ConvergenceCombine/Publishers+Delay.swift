extension Publishers {
    /// The publisher `delay(for:tolerance:scheduler:options:)` returns. Convergence delivers at once, as it does on
    /// every scheduler (see ``Scheduler``), so the interval is kept and not waited for.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are delayed.
        public let upstream: Upstream
        /// The delay asked for; kept, not waited for.
        public let interval: Context.SchedulerTimeType.Stride
        /// How much later the values may come; kept.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The scheduler named; accepted, not used.
        public let scheduler: Context
        /// The scheduler's options; accepted, not used.
        public let options: Context.SchedulerOptions?

        /// A publisher delivering the values of `upstream`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - interval: The delay; kept, not waited for.
        ///   - tolerance: How much later the values may come; kept.
        ///   - scheduler: The scheduler named.
        ///   - options: Accepted and ignored.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
            tolerance: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// The publisher `debounce(for:scheduler:options:)` returns. Convergence delivers at once (see ``Scheduler``):
    /// no time passes between the values a scenario sends, so each is passed on.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are debounced.
        public let upstream: Upstream
        /// The quiet time asked for; kept, not waited for.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler named; accepted, not used.
        public let scheduler: Context
        /// The scheduler's options; accepted, not used.
        public let options: Context.SchedulerOptions?

        /// A publisher delivering the values of `upstream`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - dueTime: The quiet time; kept, not waited for.
        ///   - scheduler: The scheduler named.
        ///   - options: Accepted and ignored.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Delivers each value after an interval in an app; Convergence delivers at once (see ``Scheduler``).
    ///
    /// ```swift
    /// service.checkFavourite().delay(for: .seconds(1), scheduler: DispatchQueue.main)
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The delay, such as `.seconds(1)` or `0.5`; kept, not waited for.
    ///   - tolerance: How much later the values may come; kept.
    ///   - scheduler: `DispatchQueue.main`, `RunLoop.main` or another scheduler.
    ///   - options: Accepted and ignored.
    /// - Returns: A publisher of the same values.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? .zero, scheduler: scheduler,
            options: options)
    }

    /// Passes a value on once no other has come for a while in an app; Convergence passes each on at once (see
    /// ``Scheduler``).
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time, such as `.milliseconds(300)`; kept, not waited for.
    ///   - scheduler: `DispatchQueue.main`, `RunLoop.main` or another scheduler.
    ///   - options: Accepted and ignored.
    /// - Returns: A publisher of the same values.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
