/// A property of an ``ObservableObject`` that announces its changes, as Combine's `@Published`.
///
/// Setting it sends the enclosing object's `objectWillChange`, so views reading the object render again, then sends the
/// new value to the subscribers of `$property` (before the property holds it, as in Combine).
///
/// ```swift
/// final class SearchModel: ObservableObject {
///     @Published var query = ""
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    private var storage: PublishedStorage<Value>

    /// A published property with its initial value: `@Published var query = ""`.
    ///
    /// - Parameter wrappedValue: The initial value.
    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// A published property, under the older name of the initial value.
    ///
    /// - Parameter initialValue: The initial value.
    public init(initialValue: Value) {
        storage = PublishedStorage(initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The value as it changes: `$query` in the class, for `.onReceive(model.$query)` or `$query.sink { … }`.
    public var projectedValue: Publisher {
        get { Publisher(storage) }
        set { storage = newValue.storage }
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
            let publisher = object.objectWillChange
            publisher.track()
            let storage = object[keyPath: storageKeyPath].storage
            storage.connect(publisher)
            return storage.value
        }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.connect(object.objectWillChange)
            storage.set(newValue)
        }
    }

    /// The publisher of a `@Published` property, as its `$property` gives it: a subscriber receives the current
    /// value at once, then each new value when the property is set.
    ///
    /// ```swift
    /// $query.removeDuplicates().sink { [weak self] in self?.search($0) }.store(in: &cancellables)
    /// ```
    public struct Publisher: ConvergenceCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        /// The value when the publisher was read.
        public let output: Value
        let storage: PublishedStorage<Value>

        init(_ storage: PublishedStorage<Value>) {
            self.storage = storage
            output = storage.value
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.attach(subscriber)
        }
    }
}
