/// An `ObservableObject` a view creates and owns across re-renders, as SwiftUI's `@StateObject`.
///
/// The object is made once per render, the first time the view appears, and kept while the view stays; when it
/// announces a change, the render resolves again.
///
/// ```swift
/// struct CartView: View {
///     @StateObject private var cart = CartModel()
///     var body: some View { Text("\(cart.items.count) items") }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: AnyObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// An owned object: `@StateObject private var cart = CartModel()`.
    ///
    /// - Parameter thunk: Makes the object; called once, the first time the view appears in a render.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    @MainActor public var wrappedValue: ObjectType {
        box.current.object
    }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) {
        let thunk = box.thunk
        let storage = context.graph.storage(for: key) { StateObjectBox(thunk) }
        box.slots.attach(storage, graph: context.graph, viewPath: context.scope.viewPath)
        ObservableObjectPublisher.track(storage.object)
    }
}

/// The reference behind one `@StateObject`: how to make the object, and the objects renders keep.
final class StateObjectBox<ObjectType: AnyObject> {
    let thunk: () -> ObjectType
    let slots = ScopedSlots<StateObjectBox<ObjectType>>()
    private var made: ObjectType?

    init(_ thunk: @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The object, made on first use.
    var object: ObjectType {
        if let made { return made }
        let object = thunk()
        made = object
        return object
    }

    /// The copy the running render uses, or this box outside any render.
    @MainActor var current: StateObjectBox<ObjectType> {
        slots.storage(for: RenderScope.current) ?? self
    }
}
