/// A host message that is valid JSON but lacks a field the plugin needs, or has it in the wrong kind.
package struct MessageShapeError: Error, Equatable, CustomStringConvertible {
    /// The dotted path of the field, e.g. `syntax.location.offset`.
    package let field: String
    /// What the field should have been, e.g. "an integer".
    package let expected: String

    /// The error for `field`, which should have been `expected`.
    package init(field: String, expected: String) {
        self.field = field
        self.expected = expected
    }

    /// The field and what it should be, for a diagnostic.
    package var description: String { "`\(field)` should be \(expected)" }

    /// The same error one level further out: `syntax` + `location.line` is `syntax.location.line`.
    func nested(in parent: String) -> MessageShapeError {
        MessageShapeError(field: parent + "." + field, expected: expected)
    }
}
