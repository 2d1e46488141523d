/// A type annotation read as an optional: `Theme?`, `Theme!` or `Optional<Theme>`, and the type it wraps.
///
/// ```swift
/// OptionalType("[String: Int]?")?.wrapped  // "[String: Int]"
/// OptionalType("Optional<Theme>")?.wrapped  // "Theme"
/// OptionalType("Theme")  // nil
/// ```
package struct OptionalType: Equatable, Sendable {
    /// The type inside the optional, as written.
    package let wrapped: String

    /// The optional `annotation` spells, or nil when it does not spell one.
    package init?(_ annotation: String) {
        let type = annotation.trimmingWhitespace
        if type.hasSuffix("?") || type.hasSuffix("!") {
            let inner = String(type.dropLast()).trimmingWhitespace
            guard !inner.isEmpty else { return nil }
            wrapped = inner
            return
        }
        for prefix in ["Optional<", "Swift.Optional<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            let inner = String(type.dropFirst(prefix.count).dropLast()).trimmingWhitespace
            guard !inner.isEmpty else { return nil }
            wrapped = inner
            return
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isWhitespace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isWhitespace($0) }), let last = lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
