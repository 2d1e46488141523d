import Foundation

/// The value of one `@Published` property and the subscribers of its `$property`.
///
/// A new value goes to the subscribers before it is stored, as Combine delivers it at `willSet`: inside `sink`, the
/// property still reads the old value.
final class PublishedStorage<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Value
    private let core = SubjectCore<Value, Never>()
    private weak var objectWillChange: ObservableObjectPublisher?
    private var upstreams: [AnyCancellable] = []

    init(_ value: Value) {
        current = value
    }

    var value: Value { lock.withLock { current } }

    /// Remembers the enclosing object's publisher, so values written by `assign(to:)` re-render too.
    func connect(_ publisher: ObservableObjectPublisher) {
        lock.withLock {
            if objectWillChange == nil { objectWillChange = publisher }
        }
    }

    /// Announces `newValue` to the object's renders and to the subscribers, then stores it.
    func set(_ newValue: Value) {
        lock.withLock { objectWillChange }?.send()
        core.send(newValue, buffering: true)
        lock.withLock { current = newValue }
    }

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        core.attach(subscriber, initial: value)
    }

    /// Writes every value of `publisher` into the property for as long as the property lives.
    func adopt<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
        let cancellable = publisher.sink { [weak self] in self?.set($0) }
        lock.withLock { upstreams.append(cancellable) }
    }
}
