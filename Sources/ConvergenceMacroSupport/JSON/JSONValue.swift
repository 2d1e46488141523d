/// A JSON document as plain data: what the compiler and the plugin say to each other.
///
/// Objects keep their members in the order they were read or built, so what the plugin writes is the same on
/// every run. Numbers keep their text, so `7` is written back as `7`, never `7.0`.
///
/// ```swift
/// let reply: JSONValue = .object([("loaded", .bool(false))])
/// // reply.serialized == #"{"loaded":false}"#
/// ```
package enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number as its JSON text, already checked against JSON's grammar.
    case number(String)
    /// A string, escapes already decoded.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// Members in document order; a key read twice is kept twice.
    case object([(key: String, value: JSONValue)])

    /// The number `value`.
    package static func integer(_ value: Int) -> JSONValue {
        .number(String(value))
    }

    /// The first member named `key` when this is an object; nil otherwise.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text of a string; nil for every other kind.
    package var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The value of a number written as an integer that fits in `Int`; nil otherwise.
    package var intValue: Int? {
        guard case .number(let text) = self else { return nil }
        return Int(text)
    }

    /// The value of `true` or `false`; nil for every other kind.
    package var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The elements of an array; nil for every other kind.
    package var arrayValue: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The members of an object in document order; nil for every other kind.
    package var objectMembers: [(key: String, value: JSONValue)]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// Whether this is `null`.
    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Equal kinds with equal contents; objects must list the same members in the same order.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let left), .bool(let right)): return left == right
        case (.number(let left), .number(let right)): return left == right
        case (.string(let left), .string(let right)): return left == right
        case (.array(let left), .array(let right)): return left == right
        case (.object(let left), .object(let right)):
            return left.count == right.count
                && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}
