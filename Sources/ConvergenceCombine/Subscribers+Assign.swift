import Foundation

extension Subscribers {
    /// A subscriber that writes each value to a property of an object, as Combine's `Subscribers.Assign`.
    ///
    /// It keeps the object until the stream ends or is cancelled.
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never
        /// The object written to; `nil` once the stream ended or was cancelled.
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private let lock = NSLock()
        private var subscription: (any Subscription)?

        /// A subscriber writing each value to `object[keyPath: keyPath]`.
        ///
        /// - Parameters:
        ///   - object: The object to write to.
        ///   - keyPath: The property to write.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard object != nil, self.subscription == nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted {
                subscription.request(.unlimited)
            } else {
                subscription.cancel()
            }
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            lock.withLock { object }?[keyPath: keyPath] = input
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                object = nil
                subscription = nil
            }
        }

        public func cancel() {
            let subscription = lock.withLock { () -> (any Subscription)? in
                defer {
                    object = nil
                    self.subscription = nil
                }
                return self.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to a property of `object`.
    ///
    /// ```swift
    /// model.$name.map(\.count).assign(to: \.length, on: counter).store(in: &cancellables)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The property to write.
    ///   - object: The object to write to; it is kept until the subscription is cancelled.
    /// - Returns: A cancellable; writing stops when it is cancelled or released.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }

    /// Writes each value to a `@Published` property, for as long as the property's object lives.
    ///
    /// ```swift
    /// $query.map { $0.count > 2 }.assign(to: &$canSearch)
    /// ```
    ///
    /// - Parameter published: The `$property` of a `@Published` property.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.storage.adopt(self)
    }
}
