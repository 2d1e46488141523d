import ConvergenceTree

/// An `ObservableObject` placed above with `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
///
/// A view that reads one nobody placed is not evaluated: a scenario fails naming the view, the property and the type
/// (SwiftUI stops the app).
///
/// ```swift
/// struct CartBadge: View {
///     @EnvironmentObject var cart: CartModel
///     var body: some View { Text("\(cart.items.count)") }
/// }
/// // ContentView().environmentObject(CartModel())
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject>: DynamicProperty {
    let box = EnvironmentBox()

    /// The object of this type that `.environmentObject(_:)` placed above the view.
    public init() {}

    @MainActor public var wrappedValue: ObjectType {
        let values = box.slots.storage(for: RenderScope.current)?.values ?? EnvironmentValues()
        guard let object = values.object(of: ObjectType.self) else {
            preconditionFailure(
                "No \(ObjectType.self) in the environment. Place one above this view with "
                    + "`.environmentObject(\(ObjectType.self)(…))`."
            )
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) {
        box.slots.attach(
            EnvironmentSnapshot(context.environment), graph: context.graph, viewPath: context.scope.viewPath)
        context.environment.object(of: ObjectType.self).map(ObservableObjectPublisher.track)
    }

    func problem(in context: ResolveContext) -> String? {
        guard context.environment.object(of: ObjectType.self) == nil else { return nil }
        let name = "\(ObjectType.self)"
        return """
            @EnvironmentObject finds no \(name): place one above this view with `.environmentObject(\(name)(…))`
            """
    }
}

extension View {
    /// Places an `ObservableObject` in the environment, for `@EnvironmentObject` inside.
    ///
    /// ```swift
    /// ContentView().environmentObject(CartModel())
    /// ```
    ///
    /// - Parameter object: The object; `@EnvironmentObject` properties of its type read it. One of the same type placed
    ///   further in replaces it there.
    /// - Returns: The view with the object in its environment.
    public func environmentObject<T: AnyObject>(_ object: T) -> ModifiedView<Self> {
        transformEnvironment { $0.setObject(object, of: T.self) }
    }
}
