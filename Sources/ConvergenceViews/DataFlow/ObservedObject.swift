/// An `ObservableObject` a view is given and re-renders for, as SwiftUI's `@ObservedObject`.
///
/// ```swift
/// struct ProfileForm: View {
///     @ObservedObject var profile: ProfileModel
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: AnyObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    /// An observed object, as `@ObservedObject var model: Model`.
    ///
    /// - Parameter wrappedValue: The object, owned elsewhere.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// An observed object, under the older name of the initial value.
    ///
    /// - Parameter initialValue: The object, owned elsewhere.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to one property of the object: `$model.name`.
        ///
        /// - Parameter keyPath: The property.
        /// - Returns: A binding that reads and writes the property on the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) {
        ObservableObjectPublisher.track(wrappedValue)
    }
}
