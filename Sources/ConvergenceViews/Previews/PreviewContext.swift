/// Where a `PreviewProvider`'s preview is shown, set with `.previewContext(_:)` (a widget family, for instance).
/// Accepted: text renders show the view itself.
public protocol PreviewContext {
    /// The context's value for `key`, or the key's default value when the context sets none.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension PreviewContext {
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A value a ``PreviewContext`` can hold, and its default.
public protocol PreviewContextKey {
    /// The type of the value.
    associatedtype Value
    /// The value a context that sets none has.
    static var defaultValue: Value { get }
}
