/// Watches which network path the device has: apps use it to show an offline banner or to wait before a request.
///
/// In a scenario the path never changes. ``start(queue:)`` reports the current one to ``pathUpdateHandler`` at once,
/// on the calling thread, so a screen that shows the path has it in its first frame; iterating the monitor yields the
/// current path and then ends, where a device would wait for a change that a scenario never has.
///
/// ```swift
/// let monitor = NWPathMonitor()
/// monitor.pathUpdateHandler = { path in
///     DispatchQueue.main.async { model.isOnline = path.status == .satisfied }
/// }
/// monitor.start(queue: DispatchQueue(label: "network"))
/// ```
public final class NWPathMonitor: @unchecked Sendable {
    private struct Settings {
        var handler: (@Sendable (NWPath) -> Void)?
        var queue: DispatchQueue?
        var isCancelled = false
    }

    // Guarded by `lock`: the handler is set and the monitor started from any thread.
    private let lock = NSLock()
    private var settings = Settings()
    private let path: NWPath

    /// A monitor of every interface.
    public init() {
        path = .scenario { _ in true }
    }

    /// A monitor of the paths that use one kind of interface.
    ///
    /// - Parameter requiredInterfaceType: The kind of interface a path must use.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        path = .scenario { $0 == requiredInterfaceType }
    }

    /// A monitor of the paths that use none of the given kinds of interface.
    ///
    /// - Parameter prohibitedInterfaceTypes: The kinds of interface a path must not use.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        path = .scenario { !prohibitedInterfaceTypes.contains($0) }
    }

    /// What is called with each new path, from ``start(queue:)`` on.
    public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { lock.withLock { settings.handler } }
        set { lock.withLock { settings.handler = newValue } }
    }

    /// The path the device has now.
    public var currentPath: NWPath { path }

    /// The queue given to ``start(queue:)``, or nil before.
    public var queue: DispatchQueue? { lock.withLock { settings.queue } }

    /// Starts monitoring and reports the current path to ``pathUpdateHandler``.
    ///
    /// - Parameter queue: The queue the handler is meant to run on; in a scenario it runs at once, on this thread.
    public func start(queue: DispatchQueue) {
        let handler = lock.withLock { () -> (@Sendable (NWPath) -> Void)? in
            guard !settings.isCancelled, settings.queue == nil else { return nil }
            settings.queue = queue
            return settings.handler
        }
        handler?(path)
    }

    /// Stops monitoring; a cancelled monitor cannot start again.
    public func cancel() {
        lock.withLock { settings.isCancelled = true }
    }
}

extension NWPathMonitor: AsyncSequence {
    public typealias Element = NWPath
    public typealias Failure = Never

    /// Yields the current path, then ends: a scenario's path never changes.
    public struct Iterator: AsyncIteratorProtocol {
        var pending: NWPath?

        public mutating func next() async -> NWPath? {
            defer { pending = nil }
            return pending
        }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(pending: path)
    }
}
