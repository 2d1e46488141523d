/// Why a macro cannot be expanded: a message for the user that says what to write instead, and the bytes of the
/// macro's source it is about.
package struct MacroSyntaxError: Error, Equatable, Sendable {
    /// What is wrong and what to write instead.
    package let message: String
    /// The UTF-8 byte range in the macro's source text (leading trivia included), not in the file.
    package let range: Range<Int>

    /// The error `message` about the bytes in `range`.
    package init(_ message: String, at range: Range<Int>) {
        self.message = message
        self.range = range
    }
}

/// Why a `#Preview` or `@Previewable` cannot be expanded.
package typealias PreviewSyntaxError = MacroSyntaxError

/// Why `@Entry` cannot be expanded on a declaration (the range is in the declaration's source).
package typealias EntrySyntaxError = MacroSyntaxError
