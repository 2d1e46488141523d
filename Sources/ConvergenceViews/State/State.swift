import ConvergenceTree

/// Storage a view owns across re-renders, as SwiftUI's `@State`.
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

    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    public var wrappedValue: Value {
        get { box.resolved.value }
        nonmutating set { box.resolved.value = newValue }
    }

    /// A binding to the stored value, for controls such as `TextField` and `Toggle`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.resolved.value }, set: { box.resolved.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) {
        let kept = context.graph.storage(for: key, candidate: box)
        if kept !== box { box.target = kept }
    }
}

/// The reference behind one `@State`; a fresh copy of a view points its box at the one the graph kept.
final class StateBox<Value> {
    var value: Value
    var target: StateBox<Value>?

    init(_ value: Value) {
        self.value = value
    }

    var resolved: StateBox<Value> {
        var box = self
        while let next = box.target { box = next }
        return box
    }
}
