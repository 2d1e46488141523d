import ConvergenceSwiftLexer

/// Writes an inline snapshot into the Swift source of the call that asserts it: the call's trailing closure (or its
/// `matches:` argument) becomes a closure returning the text as a multi-line string literal, indented one level
/// deeper than the line the call starts on. Everything else in the file stays byte for byte the same.
///
/// The call is found with the project's own Swift lexer (no swift-syntax): on the given line, the function named
/// `function` (or, failing that, the first name followed by `(` at or after the given column).
///
/// ```swift
/// try await assertInlineSnapshot(of: scenario)
/// // becomes
/// try await assertInlineSnapshot(of: scenario) {
///     """
///     [ Save ]
///     """
/// }
/// ```
package enum InlineSnapshotSource {
    /// Why a call could not be edited.
    package enum EditError: Error, Equatable, CustomStringConvertible {
        /// No call starts on that line of the file (the file changed since it was compiled).
        case callNotFound(line: Int)
        /// The call's brackets do not close.
        case unbalanced(line: Int)

        package var description: String {
            switch self {
            case .callNotFound(let line):
                "no call to record the inline snapshot into starts on line \(line) (was the file edited since the "
                    + "test was built?)"
            case .unbalanced(let line):
                "the call on line \(line) has a bracket that does not close; the inline snapshot was not written"
            }
        }
    }

    /// The result of an edit: the new source, and how many lines it gained (negative when it lost some).
    package struct Edit: Equatable {
        package var source: String
        package var addedLines: Int
    }

    /// `source` with the call to `function` on `line` (1-based) given a closure that returns `text`.
    ///
    /// - Parameters:
    ///   - text: The snapshot: any text, written as a literal that yields exactly it (raw delimiters when it holds
    ///     a backslash or three quotes).
    ///   - function: The called function's name, as the call spells it.
    ///   - line: The line the call starts on.
    ///   - column: The call's column (1-based, in UTF-8 bytes), to choose among calls on one line.
    ///   - source: The file's text.
    /// - Returns: The edited text.
    /// - Throws: ``EditError`` when the call is not where it was said to be.
    package static func recording(
        _ text: String, intoCallOf function: String, line: Int, column: Int, in source: String
    ) throws -> Edit {
        let lexed = LexedSource(source)
        guard let lineStart = lexed.offset(ofLine: line) else { throw EditError.callNotFound(line: line) }
        let lineEnd = lexed.bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? lexed.bytes.count
        let onLine = lexed.tokens.indices.filter {
            (lineStart..<max(lineEnd, lineStart + 1)).contains(lexed.tokens[$0].range.lowerBound)
        }
        let calls = onLine.filter {
            lexed.tokens[$0].kind == .identifier && lexed.isPunctuation($0 + 1, "(") && !lexed.hasTrivia(after: $0)
        }
        let named = calls.filter { lexed.text(of: $0) == function }
        let wanted = lineStart + column - 1
        let callee =
            named.first { lexed.tokens[$0].range.lowerBound >= wanted } ?? named.last
            ?? calls.first { lexed.tokens[$0].range.lowerBound >= wanted }
        guard let callee else { throw EditError.callNotFound(line: line) }
        let open = callee + 1
        guard let close = lexed.partners[open], close > open else { throw EditError.unbalanced(line: line) }

        let indentation = String(decoding: lexed.bytes[lineStart...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let closure = Self.closure(returning: text, indentation: indentation)
        let replaced: Range<Int>
        let replacement: String
        if let argument = Self.matchesArgument(in: lexed, from: open, to: close) {
            guard let end = lexed.partners[argument], end > argument else { throw EditError.unbalanced(line: line) }
            replaced = lexed.tokens[argument].range.lowerBound..<lexed.tokens[end].range.upperBound
            replacement = closure
        } else if lexed.isPunctuation(close + 1, "{") {
            guard let end = lexed.partners[close + 1], end > close + 1 else { throw EditError.unbalanced(line: line) }
            replaced = lexed.tokens[close + 1].range.lowerBound..<lexed.tokens[end].range.upperBound
            replacement = closure
        } else {
            let after = lexed.tokens[close].range.upperBound
            replaced = after..<after
            replacement = " " + closure
        }
        var bytes = lexed.bytes
        let removedLines = bytes[replaced].count { $0 == UInt8(ascii: "\n") }
        bytes.replaceSubrange(replaced, with: Array(replacement.utf8))
        return Edit(
            source: String(decoding: bytes, as: UTF8.self),
            addedLines: replacement.utf8.count { $0 == UInt8(ascii: "\n") } - removedLines)
    }

    /// The text between a closure's braces as this writes it, for a call whose line is indented by `indentation`.
    package static func closure(returning text: String, indentation: String) -> String {
        let inner = indentation + "    "
        let pounds = String(repeating: "#", count: Self.rawDelimiterCount(for: text))
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : inner + $0
        }
        return (["{", inner + pounds + "\"\"\""] + body + [inner + "\"\"\"" + pounds, indentation + "}"])
            .joined(separator: "\n")
    }

    /// How many `#` a multi-line literal of `text` needs: none unless it holds a backslash or three quotes; else one
    /// more than the longest run of `#` after a quote or a backslash in it, so that nothing inside can end the
    /// literal or start an escape.
    static func rawDelimiterCount(for text: String) -> Int {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "\\")) || text.contains("\"\"\"") else { return 0 }
        var longest = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            longest = max(longest, bytes[(index + 1)...].prefix { $0 == UInt8(ascii: "#") }.count)
        }
        return longest + 1
    }

    /// The `{` of a `matches: { … }` argument among the call's arguments (between `open` and `close`).
    private static func matchesArgument(in lexed: LexedSource, from open: Int, to close: Int) -> Int? {
        var index = open + 1
        while index < close {
            if lexed.isIdentifier(index, "matches"), lexed.isPunctuation(index + 1, ":"),
                lexed.isPunctuation(index + 2, "{"), index == open + 1 || lexed.isPunctuation(index - 1, ",")
            {
                return index + 2
            }
            index = lexed.indexAfterGroup(at: index)
        }
        return nil
    }
}
