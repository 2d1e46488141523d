/// A property of an ``ObservableObject`` that announces its changes, as Combine's `@Published`.
///
/// Setting it sends the enclosing object's `objectWillChange`, so views reading the object render again.
///
/// ```swift
/// final class SearchModel: ObservableObject {
///     @Published var query = ""
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A published property with its initial value: `@Published var query = ""`.
    ///
    /// - Parameter wrappedValue: The initial value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// A published property, under the older name of the initial value.
    ///
    /// - Parameter initialValue: The initial value.
    public init(initialValue: Value) {
        value = initialValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The value as it changes: `$query` in the class, for `.onReceive(model.$query)`.
    public var projectedValue: Publisher {
        get { Publisher(value) }
        set { value = newValue.output }
    }

    /// The property as the enclosing object reads and writes it; Swift calls this, not your code.
    ///
    /// - Parameters:
    ///   - object: The object holding the property.
    ///   - wrappedKeyPath: The property's key path.
    ///   - storageKeyPath: The key path of its `Published` storage.
    /// - Returns: The property's value.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            object.objectWillChange.track()
            return object[keyPath: storageKeyPath].value
        }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }

    /// The current value of a `@Published` property, as its `$property` gives it.
    public struct Publisher {
        /// The value when the publisher was read.
        public let output: Value

        init(_ output: Value) {
            self.output = output
        }
    }
}
