import ConvergenceTree
import Observation

/// A key for a value in ``EnvironmentValues``, with the value used when no view sets one.
///
/// ```swift
/// struct ClockKey: EnvironmentKey { static let defaultValue: any Clocking = SystemClock() }
/// extension EnvironmentValues {
///     var clock: any Clocking {
///         get { self[ClockKey.self] }
///         set { self[ClockKey.self] = newValue }
///     }
/// }
/// ```
///
/// Keys are main-actor isolated, as views are, so a default value may be a main-actor object (a live provider).
@MainActor @preconcurrency
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from the views around it, as SwiftUI's `EnvironmentValues`.
///
/// Main-actor isolated like views, so properties added in extensions may read main-actor keys.
@MainActor @preconcurrency
public struct EnvironmentValues {
    /// Each key's value in a box of its own type, so reading one is a look-up and no dynamic cast (a text reads
    /// half a dozen values), and the objects placed with `.environment(object)`.
    private var entries = EnvironmentEntries()

    /// An environment with every value at its default.
    public init() {}

    /// A value by its key type, for the properties that extensions declare.
    ///
    /// - Parameter key: The ``EnvironmentKey`` type.
    /// - Returns: The value set above, or the key's `defaultValue`.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let stored = entries.value(for: ObjectIdentifier(key), isObject: false) else {
                return Key.defaultValue
            }
            // Only this subscript stores under a key's identifier, always a box of that key's value type.
            return unsafeDowncast(stored, to: StoredEnvironmentValue<Key.Value>.self).value
        }
        set { entries.set(StoredEnvironmentValue(newValue), for: ObjectIdentifier(key), isObject: false) }
    }

    /// Whether a view set the key's value (otherwise reading it gives its default).
    func contains<Key: EnvironmentKey>(_ key: Key.Type) -> Bool {
        entries.value(for: ObjectIdentifier(key), isObject: false) != nil
    }

    /// The observable object of a type placed with `.environment(object)`, if any.
    func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        entries.value(for: ObjectIdentifier(type), isObject: true) as? Object
    }

    mutating func setObject<Object: AnyObject>(_ object: Object?, of type: Object.Type) {
        entries.set(object, for: ObjectIdentifier(type), isObject: true)
    }
}

/// The values and objects of an environment, in the order they were first set.
///
/// An environment holds a few values, rarely more than a few dozen, and every text reads several: comparing
/// identifiers one by one finds a value sooner than hashing the identifier would, and one list is one reference to
/// copy with the environment.
private struct EnvironmentEntries {
    private struct Entry {
        let key: ObjectIdentifier
        /// Whether the entry is an object placed with `.environment(object)` (under its type) rather than a value
        /// (under its key type).
        let isObject: Bool
        var value: AnyObject
    }

    private var entries: [Entry] = []

    func value(for key: ObjectIdentifier, isObject: Bool) -> AnyObject? {
        guard let index = index(of: key, isObject: isObject) else { return nil }
        return entries[index].value
    }

    /// Sets the value or object under `key`; `nil` removes it.
    mutating func set(_ value: AnyObject?, for key: ObjectIdentifier, isObject: Bool) {
        if let index = index(of: key, isObject: isObject) {
            if let value { entries[index].value = value } else { entries.remove(at: index) }
        } else if let value {
            entries.append(Entry(key: key, isObject: isObject, value: value))
        }
    }

    private func index(of key: ObjectIdentifier, isObject: Bool) -> Int? {
        for index in entries.indices where entries[index].key == key && entries[index].isObject == isObject {
            return index
        }
        return nil
    }
}

/// A value of the environment, stored under its key's identifier.
private final class StoredEnvironmentValue<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

// MARK: - Built-in values

private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct TextStyleKey: EnvironmentKey { static var defaultValue: TextStyle { TextStyle() } }
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct MultilineAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

extension EnvironmentValues {
    /// The font of text inside; `nil` for the default body font.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines text inside may take; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue.map { max(1, $0) } }
    }

    /// Whether controls inside respond to interaction (`.disabled(true)` turns this off).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// How lines of multi-line text line up with each other.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }

    /// Bold, italic and colour set by modifiers, merged with font and line limit for each text.
    var inheritedTextStyle: TextStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }

    /// The complete style a `Text` placed here gets.
    var textStyle: TextStyle {
        var style = inheritedTextStyle
        if let font {
            style.font = font.name
            if font.isBold { style.isBold = true }
            if font.isItalic { style.isItalic = true }
            if font.isMonospaced { style.isMonospaced = true }
        }
        style.lineLimit = lineLimit
        style.alignment = multilineTextAlignment.horizontal
        style.sizeScale = dynamicTypeSize.textScale
        return style
    }
}
