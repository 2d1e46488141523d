/// Why `@Model` cannot expand a declaration, with the bytes of the declaration's source it is about.
package struct ModelSyntaxError: Error, Equatable, Sendable {
    /// What is wrong and what to write instead.
    package let message: String
    /// The byte range in the declaration's source that the message is about.
    package let range: Range<Int>

    /// An error `message` about the bytes in `range`.
    package init(_ message: String, at range: Range<Int>) {
        self.message = message
        self.range = range
    }
}
