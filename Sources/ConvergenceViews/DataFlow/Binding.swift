/// A two-way connection to a value stored elsewhere, as SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding from a getter and a setter.
    ///
    /// - Parameters:
    ///   - get: Reads the current value.
    ///   - set: Stores a new value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A copy of another binding, for passing `$value` on.
    ///
    /// - Parameter projectedValue: The binding to copy.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes, for previews and scenarios.
    ///
    /// - Parameter value: The value the binding always reads.
    /// - Returns: The binding.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    ///
    /// - Parameter keyPath: The property, as in `$settings.name`.
    /// - Returns: A binding that reads the property and writes it back into the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(
            get: { parent.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = parent.wrappedValue
                value[keyPath: keyPath] = newValue
                parent.wrappedValue = value
            }
        )
    }
}

extension Binding {
    /// A binding to an optional value's contents, or `nil` when the value is `nil`.
    ///
    /// - Parameter base: A binding to an optional value. The new binding keeps the value it had when made, should the
    ///   optional later become `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: DynamicProperty {}
