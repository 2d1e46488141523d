extension Publishers {
    /// The publisher `receive(on:options:)` returns; Convergence delivers at once (see ``Scheduler``).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are delivered.
        public let upstream: Upstream
        /// The scheduler named; accepted, not used.
        public let scheduler: Context
        /// The scheduler's options; accepted, not used.
        public let options: Context.SchedulerOptions?

        /// A publisher delivering the values of `upstream`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are delivered.
        ///   - scheduler: The scheduler named; delivery is immediate.
        ///   - options: Accepted and ignored.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// The publisher `subscribe(on:options:)` returns; Convergence subscribes at once (see ``Scheduler``).
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher subscribed to.
        public let upstream: Upstream
        /// The scheduler named; accepted, not used.
        public let scheduler: Context
        /// The scheduler's options; accepted, not used.
        public let options: Context.SchedulerOptions?

        /// A publisher subscribing to `upstream`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher subscribed to.
        ///   - scheduler: The scheduler named; subscription is immediate.
        ///   - options: Accepted and ignored.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Delivers on `scheduler` in an app; Convergence delivers at once, on the sending thread (see ``Scheduler``).
    ///
    /// ```swift
    /// loader.results.receive(on: DispatchQueue.main).assign(to: &$results)
    /// ```
    ///
    /// - Parameters:
    ///   - scheduler: `DispatchQueue.main`, `RunLoop.main` or another scheduler.
    ///   - options: Accepted and ignored.
    /// - Returns: A publisher of the same values.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Subscribes on `scheduler` in an app; Convergence subscribes at once (see ``Scheduler``).
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to subscribe on.
    ///   - options: Accepted and ignored.
    /// - Returns: A publisher of the same values.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
