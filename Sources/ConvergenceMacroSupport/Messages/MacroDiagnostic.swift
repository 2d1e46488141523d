/// A message for the compiler to show at a place in the user's file.
///
/// ```swift
/// MacroDiagnostic(message: "#Preview needs a body", fileName: "/p/Views.swift", offset: 11).json.serialized
/// // {"message":"#Preview needs a body","severity":"error","position":{"fileName":"/p/Views.swift","offset":11},
/// //  "highlights":[],"notes":[],"fixIts":[]}
/// ```
package struct MacroDiagnostic: Equatable, Sendable {
    /// How the compiler reports the message.
    package enum Severity: String, Sendable {
        case error
        case warning
        case note
        case remark
    }

    /// What the compiler shows.
    package var message: String
    /// Whether it is an error, a warning, a note or a remark.
    package var severity: Severity
    /// The file's full path; empty when the message belongs to no file.
    package var fileName: String
    /// The UTF-8 offset in the file.
    package var offset: Int
    /// Ranges of UTF-8 offsets in the same file that the compiler underlines.
    package var highlights: [Range<Int>]

    /// A diagnostic at `offset` in `fileName`, an error unless `severity` says otherwise.
    package init(
        message: String, severity: Severity = .error, fileName: String, offset: Int, highlights: [Range<Int>] = []
    ) {
        self.message = message
        self.severity = severity
        self.fileName = fileName
        self.offset = offset
        self.highlights = highlights
    }

    /// An error that belongs to no place in a file, for a message the plugin could not read.
    package static func unplaced(_ message: String) -> MacroDiagnostic {
        MacroDiagnostic(message: message, fileName: "", offset: 0)
    }

    /// The diagnostic in the compiler's plugin-message form.
    package var json: JSONValue {
        let highlightValues: [JSONValue] = highlights.map { range in
            .object([
                ("fileName", .string(fileName)), ("startOffset", .integer(range.lowerBound)),
                ("endOffset", .integer(range.upperBound)),
            ])
        }
        return .object([
            ("message", .string(message)),
            ("severity", .string(severity.rawValue)),
            ("position", .object([("fileName", .string(fileName)), ("offset", .integer(offset))])),
            ("highlights", .array(highlightValues)),
            ("notes", .array([])),
            ("fixIts", .array([])),
        ])
    }
}
