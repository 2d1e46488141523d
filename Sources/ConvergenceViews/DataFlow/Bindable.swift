import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
///
/// ```swift
/// struct NameEditor: View {
///     @Bindable var profile: Profile
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    /// Bindings to the properties of an observable object, as `@Bindable var model: Model`.
    ///
    /// - Parameter wrappedValue: The object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of an observable object, as `Bindable(model)` in a body.
    ///
    /// - Parameter wrappedValue: The object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// A copy of another `Bindable`, for passing `$model` on.
    ///
    /// - Parameter projectedValue: The `Bindable` to copy.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the object.
    ///
    /// - Parameter keyPath: The property, as in `$profile.name`.
    /// - Returns: A binding that reads and writes the property on the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
