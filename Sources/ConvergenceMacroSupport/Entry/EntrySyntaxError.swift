/// Why `@Entry` cannot be expanded on a declaration: a message for the user that says what to write instead, and
/// the bytes of the declaration's source it is about.
package struct EntrySyntaxError: Error, Equatable, Sendable {
    /// What is wrong and what to write instead.
    package let message: String
    /// The UTF-8 byte range in the declaration's source text (leading trivia included), not in the file.
    package let range: Range<Int>

    /// The error `message` about the bytes in `range`.
    package init(_ message: String, at range: Range<Int>) {
        self.message = message
        self.range = range
    }
}
