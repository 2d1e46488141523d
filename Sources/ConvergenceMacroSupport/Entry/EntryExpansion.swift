/// What `@Entry` adds for a property: getter and setter that read and write the container through a key type, and
/// that key type, named `__Key_` and the property's name, kept private to the file as SwiftUI keeps it.
///
/// ```swift
/// // extension EnvironmentValues { @Entry var accentName: String = "blue" }
/// // accessors:
/// get {
///     self[__Key_accentName.self]
/// }
/// set {
///     self[__Key_accentName.self] = newValue
/// }
/// // peer:
/// private struct __Key_accentName: ConvergenceViews.EnvironmentKey {
///     typealias Value = String
///     static var defaultValue: Value {
///         "blue"
///     }
/// }
/// ```
package struct EntryExpansion: Equatable, Sendable {
    /// The getter and setter, in the form an accessor macro returns them.
    package let accessors: String
    /// The key type's declaration.
    package let keyType: String

    /// The expansion of `declaration` inside an extension of `container`.
    ///
    /// - Throws: `EntrySyntaxError` when the property's type or default value cannot be worked out, with a range
    ///   in the declaration's source.
    package init(_ declaration: EntryDeclaration, in container: EntryContainer) throws(EntrySyntaxError) {
        let key = "__Key_\(declaration.plainName)"
        accessors = "get {\n    self[\(key).self]\n}\nset {\n    self[\(key).self] = newValue\n}"
        let head = "private struct \(key): \(container.keyProtocol) {\n"
        switch container {
        case .focusedValues:
            let value = try Self.focusedValueType(of: declaration)
            keyType = head + "    typealias Value = \(value)\n}"
        case .environmentValues, .transaction, .containerValues:
            let (type, value) = try Self.typeAndDefault(of: declaration, in: container)
            keyType =
                head + "    typealias Value = \(type)\n    static var defaultValue: Value {\n"
                + Self.indented(value, by: "        ") + "\n    }\n}"
        }
    }

    /// The type and default value of a property whose key has a default value.
    private static func typeAndDefault(
        of declaration: EntryDeclaration, in container: EntryContainer
    ) throws(EntrySyntaxError) -> (type: String, value: String) {
        switch (declaration.type, declaration.initializer) {
        case (let type?, let value?):
            return (type, value)
        case (let type?, nil):
            guard OptionalType(type) != nil else {
                throw EntrySyntaxError(
                    "`@Entry var \(declaration.name): \(type)` needs a default value, which views read until one "
                        + "sets `\\.\(declaration.plainName)`; write `@Entry var \(declaration.name): \(type) = …`, "
                        + "or make the type optional to start at `nil`",
                    at: declaration.range)
            }
            return (type, "nil")
        case (nil, let value?):
            guard let type = LiteralType.of(value) else {
                throw EntrySyntaxError(
                    "`@Entry` cannot tell the type of `\(declaration.name)` from `\(abbreviated(value))`; write it, "
                        + "as in `@Entry var \(declaration.name): Type = \(abbreviated(value))`",
                    at: declaration.initializerRange ?? declaration.range)
            }
            return (type, value)
        case (nil, nil):
            throw EntrySyntaxError(
                "`@Entry var \(declaration.name)` needs a type and a default value, as in "
                    + "`@Entry var \(declaration.name): Type = value`; in \(container.rawValue) an optional type "
                    + "alone starts at `nil`",
                at: declaration.range)
        }
    }

    /// The value type of a focused value's key: the property's optional type without its `?`.
    private static func focusedValueType(of declaration: EntryDeclaration) throws(EntrySyntaxError) -> String {
        let advice =
            "focused values start at `nil` until a focused view publishes one, so write "
            + "`@Entry var \(declaration.name): Type?` with no default value"
        if let value = declaration.initializer, value != "nil" {
            throw EntrySyntaxError(
                "`@Entry` in FocusedValues cannot take the default value `\(abbreviated(value))`: " + advice,
                at: declaration.initializerRange ?? declaration.range)
        }
        guard let type = declaration.type else {
            throw EntrySyntaxError(
                "`@Entry` in FocusedValues needs the property's type: " + advice, at: declaration.range)
        }
        guard let wrapped = OptionalType(type)?.wrapped else {
            throw EntrySyntaxError(
                "`@Entry` in FocusedValues needs an optional type, not `\(type)`: " + advice, at: declaration.range)
        }
        return wrapped
    }

    /// `text` with every line after the first indented by `indent`, the first too.
    private static func indented(_ text: String, by indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
    }

    /// `text` on one line, its runs of whitespace made single spaces, shortened to fit in a message.
    private static func abbreviated(_ text: String) -> String {
        let line = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .joined(separator: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
