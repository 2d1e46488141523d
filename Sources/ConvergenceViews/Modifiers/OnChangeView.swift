import ConvergenceTree

/// A view that runs an action when a value it watches differs from the one its previous render saw.
public struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content, at: "modified")
        let seen = context.graph.storage(for: context.path + "#onChange") { SeenValue<Value>() }
        let previous = seen.value
        seen.value = value
        // Runs after the content resolved, in the view's render, as SwiftUI runs it after the update.
        RenderScope.$current.withValue(context.scope) {
            if let previous, previous != value {
                action(previous, value)
            } else if previous == nil, initial {
                action(value, value)
            }
        }
        return nodes
    }
}

/// The value an `.onChange` saw in the last render.
final class SeenValue<Value> {
    var value: Value?
}

extension View {
    /// Runs `action` when `value` changes between renders (and on appear when `initial` is true).
    ///
    /// ```swift
    /// TextField("Name", text: $name).onChange(of: name) { saved = false }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to watch, compared with `==` after every render.
    ///   - initial: Whether to run `action` also when the view first appears; `false` by default.
    ///   - action: Runs on the main actor after a change.
    /// - Returns: The view, watching the value.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> OnChangeView<Self, V> {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the old and the new value when `value` changes between renders.
    ///
    /// ```swift
    /// Stepper("Guests", value: $guests).onChange(of: guests) { old, new in log.append("\(old)→\(new)") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to watch, compared with `==` after every render.
    ///   - initial: Whether to run `action` also when the view first appears (with the value as both old and new);
    ///     `false` by default.
    ///   - action: Runs on the main actor with the old value and the new.
    /// - Returns: The view, watching the value.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> OnChangeView<Self, V> {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` with the new value when `value` changes between renders (the older spelling).
    ///
    /// - Parameters:
    ///   - value: The value to watch, compared with `==` after every render.
    ///   - action: Runs on the main actor with the new value.
    /// - Returns: The view, watching the value.
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> OnChangeView<Self, V> {
        OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }
}

extension View {
    /// Runs `action` with a `@Published` property's value when the view appears and whenever it changes, as
    /// receiving `model.$property` does in SwiftUI.
    ///
    /// - Parameters:
    ///   - publisher: A `@Published` property's publisher, `model.$property`.
    ///   - action: Runs on the main actor with the property's value.
    /// - Returns: The view, watching the property.
    public func onReceive<Value: Equatable>(
        _ publisher: Published<Value>.Publisher, perform action: @escaping @MainActor (Value) -> Void
    ) -> OnChangeView<Self, Value> {
        OnChangeView(content: self, value: publisher.output, initial: true) { _, new in action(new) }
    }

    /// Runs `action` with each value `publisher` sends while the view is shown, as SwiftUI's `onReceive` does.
    ///
    /// ```swift
    /// Text(status).onReceive(model.events) { status = $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - publisher: Any publisher that cannot fail: a subject, `objectWillChange`, an operator chain.
    ///   - action: Runs on the main actor with each value, in the view's render.
    /// - Returns: The view, subscribed to the publisher.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
    ) -> OnReceiveView<Self, P> where P.Failure == Never {
        OnReceiveView(content: self, publisher: publisher, action: action)
    }
}
