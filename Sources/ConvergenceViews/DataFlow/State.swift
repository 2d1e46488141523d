import ConvergenceTree

/// Storage a view owns across re-renders, as SwiftUI's `@State`.
///
/// Each render keeps its own copy, made from the initial value the first time the view appears and dropped when the
/// view leaves the tree, so renders of the same scenario never share state.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("Count: \(count)") { count += 1 } }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// State with its initial value: `@State private var count = 0`.
    ///
    /// - Parameter value: The value the state starts with when the view first appears in a render.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// State, under the older name of the initial value.
    ///
    /// - Parameter value: The value the state starts with when the view first appears in a render.
    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    public var wrappedValue: Value {
        get { box.current.value }
        nonmutating set { box.current.set(newValue) }
    }

    /// A binding to the stored value, for controls such as `TextField` and `Toggle`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.current.value }, set: { box.current.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state, `nil` until set.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) {
        let initial = box.value
        let changes = context.graph.changes
        let storage = context.graph.storage(for: key) {
            let made = StateBox(initial)
            made.changes = changes
            return made
        }
        box.slots.attach(storage, graph: context.graph, viewPath: context.scope.viewPath)
    }
}

/// The reference behind one `@State`: its initial value, and the copies renders keep.
final class StateBox<Value> {
    var value: Value
    let slots = ScopedSlots<StateBox<Value>>()
    /// The render's change signal, for storage a render keeps; `nil` for a view value's own box.
    var changes: ChangeSignal?

    /// Stores a new value and tells the render, which resolves its views again.
    func set(_ newValue: Value) {
        value = newValue
        changes?.raise()
    }

    init(_ value: Value) {
        self.value = value
    }

    /// The copy the running render uses, or this box outside any render.
    var current: StateBox<Value> {
        slots.storage(for: RenderScope.current) ?? self
    }
}
