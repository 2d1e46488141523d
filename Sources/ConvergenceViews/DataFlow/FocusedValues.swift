/// A key for a value the focused view (or scene) publishes, read by `@FocusedValue` — as SwiftUI's menu commands
/// read the selected document.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values focused views publish, by key.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    public init() {}

    /// A value by its key type, for the properties that extensions declare.
    ///
    /// - Parameter key: The ``FocusedValueKey`` type.
    /// - Returns: The value, or `nil` when none is published.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value the focused view publishes, read by key path. A scenario has no focused window or menu bar to connect
/// a publishing view to a reader, so it reads `nil`, as SwiftUI does while nothing publishing has focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// A focused value by key path; it reads `nil` in a scenario.
    ///
    /// - Parameter keyPath: The value's key path in ``FocusedValues``.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes, read by key path; `nil` in a scenario (see ``FocusedValue``).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// A focused binding by key path; it reads `nil` in a scenario.
    ///
    /// - Parameter keyPath: The binding's key path in ``FocusedValues``.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value?> { .constant(nil) }
}

extension View {
    /// Publishes a value while this view has focus; no change in text (nothing reads it in a scenario).
    ///
    /// - Parameters:
    ///   - keyPath: Where the value is published in ``FocusedValues``.
    ///   - value: The value.
    /// - Returns: The view unchanged.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> Self {
        self
    }

    /// Publishes a value, or removes it with `nil`, while this view has focus; no change in text.
    ///
    /// - Parameters:
    ///   - keyPath: Where the value is published in ``FocusedValues``.
    ///   - value: The value, or `nil` to publish none.
    /// - Returns: The view unchanged.
    @_disfavoredOverload
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> Self {
        self
    }

    /// Publishes a value while this view's scene is focused; no change in text.
    ///
    /// - Parameters:
    ///   - keyPath: Where the value is published in ``FocusedValues``.
    ///   - value: The value.
    /// - Returns: The view unchanged.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> Self {
        self
    }

    /// Publishes a value, or removes it with `nil`, while this view's scene is focused; no change in text.
    ///
    /// - Parameters:
    ///   - keyPath: Where the value is published in ``FocusedValues``.
    ///   - value: The value, or `nil` to publish none.
    /// - Returns: The view unchanged.
    @_disfavoredOverload
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> Self {
        self
    }
}
