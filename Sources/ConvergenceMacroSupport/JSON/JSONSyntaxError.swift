/// Why a frame's bytes are not a JSON document, and where the reading stopped.
package struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, e.g. "expected ':' after an object key".
    package let reason: String
    /// The byte offset in the document where the problem was found.
    package let offset: Int

    /// The error `reason` found at byte `offset`.
    package init(_ reason: String, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// The reason and the offset, for standard error.
    package var description: String { "invalid JSON at byte \(offset): \(reason)" }
}
