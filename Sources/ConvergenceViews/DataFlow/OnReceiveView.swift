import ConvergenceTree
import Foundation

/// A view that runs an action with each value a publisher sends, for as long as the view is shown.
///
/// It subscribes the first time it renders and keeps that subscription (and so the first publisher it saw) until the
/// render ends; each render hands it the newest action.
public struct OnReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    public typealias Body = Never
    let content: Content
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content, at: "modified")
        let receiver = context.graph.storage(for: context.path + "#onReceive") { Receiver<P.Output>() }
        receiver.update(action: action, scope: context.scope)
        receiver.subscribe(to: publisher)
        return nodes
    }
}

/// One `.onReceive`'s subscription and the action it runs, kept for the render.
final class Receiver<Value>: BuiltInStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var action: (@MainActor (Value) -> Void)?
    private var scope: RenderScope?
    private var cancellable: AnyCancellable?

    func update(action: @escaping @MainActor (Value) -> Void, scope: RenderScope) {
        lock.withLock {
            self.action = action
            self.scope = scope
        }
    }

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Value, P.Failure == Never {
        guard lock.withLock({ cancellable == nil }) else { return }
        let sink = Subscribers.Sink<Value, Never>(
            receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.deliver($0) })
        lock.withLock { cancellable = AnyCancellable(sink) }
        publisher.subscribe(sink)
    }

    private func deliver(_ value: Value) {
        // Main-actor work runs on the main queue, which after `dispatchMain()` (as in `swift test` on Linux) is
        // drained by worker threads rather than the main thread.
        guard Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) != nil else {
            let parcel = Parcel(value: value)
            DispatchQueue.main.async { self.deliver(parcel.value) }
            return
        }
        let (action, scope) = lock.withLock { (self.action, self.scope) }
        guard let action, let scope else { return }
        let parcel = Parcel(value: value)
        MainActor.assumeIsolated {
            RenderScope.$current.withValue(scope) { action(parcel.value) }
        }
    }
}

/// A value set on the main queue, read back to tell whether code runs on it.
private enum MainQueueMark {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// A value carried to the main thread; the receiver only reads it there.
private struct Parcel<Value>: @unchecked Sendable {
    let value: Value
}
