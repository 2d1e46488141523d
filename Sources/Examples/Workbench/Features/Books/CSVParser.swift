import Convergence

/// A small RFC 4180 reader: comma-separated fields, double-quoted fields that may hold commas, line breaks and
/// quotes written twice (`""`), records ended by CRLF, LF or CR.
///
/// Blank lines and a final line break make no records; a byte-order mark at the start is ignored.
///
/// ```swift
/// try CSVParser.records(in: "id,title\n1,\"Moby-Dick; or, The Whale\"\n")
/// // [Record(line: 1, fields: ["id", "title"]), Record(line: 2, fields: ["1", "Moby-Dick; or, The Whale"])]
/// ```
enum CSVParser {
    /// One record, and the line of the text it starts on (from 1).
    struct Record: Equatable, Sendable {
        let line: Int
        let fields: [String]
    }

    /// Text that is not CSV at all: the whole input is refused, since nothing after the fault can be trusted.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// A quoted field opened on this line never closes.
        case unterminatedQuote(line: Int)
        /// A quoted field closed on this line and something other than a comma or a line break followed it.
        case textAfterClosingQuote(line: Int)

        var description: String {
            switch self {
            case .unterminatedQuote(let line): "line \(line) opens a quoted field that never closes"
            case .textAfterClosingQuote(let line): "line \(line) has text after the closing quote of a field"
            }
        }
    }

    private enum Position {
        case fieldStart
        case unquoted
        case quoted(openedOnLine: Int)
        case afterClosingQuote
    }

    static func records(in text: String) throws(Failure) -> [Record] {
        var scalars = Array(text.unicodeScalars)[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }

        var records: [Record] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var position = Position.fieldStart
        var line = 1
        var recordLine = 1
        var recordHasContent = false

        func endField() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
        }
        func endRecord() {
            endField()
            if recordHasContent { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
            recordHasContent = false
            recordLine = line
        }

        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let lineBreak = lineBreakLength(in: scalars, at: index)
            switch position {
            case .quoted:
                if scalar == "\"" {
                    let next = scalars.index(after: index)
                    if next < scalars.endIndex, scalars[next] == "\"" {
                        field.append("\"")
                        index = scalars.index(after: next)
                    } else {
                        position = .afterClosingQuote
                        index = next
                    }
                    continue
                }
                if lineBreak > 0 {
                    field.append(contentsOf: scalars[index..<(index + lineBreak)])
                    line += 1
                    index += lineBreak
                    continue
                }
                field.append(scalar)
            case .afterClosingQuote:
                if scalar == "," {
                    endField()
                    position = .fieldStart
                } else if lineBreak > 0 {
                    line += 1
                    index += lineBreak
                    endRecord()
                    position = .fieldStart
                    continue
                } else {
                    throw .textAfterClosingQuote(line: line)
                }
            case .fieldStart, .unquoted:
                if lineBreak > 0 {
                    line += 1
                    index += lineBreak
                    endRecord()
                    position = .fieldStart
                    continue
                }
                recordHasContent = true
                if scalar == "\"", case .fieldStart = position {
                    position = .quoted(openedOnLine: line)
                } else if scalar == "," {
                    endField()
                    position = .fieldStart
                } else {
                    // A quote inside an unquoted field is kept as it is, as most writers expect.
                    field.append(scalar)
                    position = .unquoted
                }
            }
            index += 1
        }

        switch position {
        case .quoted(let openedOnLine): throw .unterminatedQuote(line: openedOnLine)
        case .afterClosingQuote, .fieldStart, .unquoted: if recordHasContent { endRecord() }
        }
        return records
    }

    /// 2 for CRLF, 1 for a lone CR or LF, 0 for anything else.
    private static func lineBreakLength(in scalars: ArraySlice<Unicode.Scalar>, at index: Int) -> Int {
        switch scalars[index] {
        case "\n": return 1
        case "\r": return index + 1 < scalars.endIndex && scalars[index + 1] == "\n" ? 2 : 1
        default: return 0
        }
    }
}
