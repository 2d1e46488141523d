import ConvergenceSupport
import ConvergenceTree

/// The inline Markdown SwiftUI reads in string literals: `**bold**`, `*italic*`, `` `code` ``, `~~struck~~` and
/// `[links](url)`, with `\` escaping the next character. Anything it does not recognise stays as written.
enum InlineMarkdown {
    /// The runs of `source`, their emphasis taken from the markup, which is removed.
    static func runs(_ source: String) -> [TextRun] {
        // Only `\`, `` ` ``, `[`, `*`, `_` and `~` start markup: a text without them is one plain run (most are).
        guard hasMarkup(source) else { return source.isEmpty ? [] : [TextRun(source)] }
        return parsed(source)
    }

    /// Whether `source` holds a character that can start markup; a text without one is a single plain run.
    static func hasMarkup(_ source: String) -> Bool {
        UTF8Scan.any(source, in: markupBytes)
    }

    /// `runs(_:)` through the parser, without its shortcut for texts without markup characters.
    static func parsed(_ source: String) -> [TextRun] {
        var parser = Parser(Array(source))
        parser.parse(until: nil, into: TextRun(""))
        return parser.merged()
    }

    private static let markupBytes = ByteSet(isMarkupByte)

    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        byte == 0x5C || byte == 0x60 || byte == 0x5B || byte == 0x2A || byte == 0x5F || byte == 0x7E
    }

    private struct Parser {
        let characters: [Character]
        var index = 0
        var output: [TextRun] = []

        init(_ characters: [Character]) {
            self.characters = characters
        }

        /// Reads runs with `traits` until the closing `delimiter` (consumed) or the end; returns whether it closed.
        @discardableResult
        mutating func parse(until delimiter: String?, into traits: TextRun) -> Bool {
            while index < characters.count {
                if let delimiter, matches(delimiter) {
                    index += delimiter.count
                    return true
                }
                let character = characters[index]
                if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuationOrSymbol {
                    append(String(characters[index + 1]), traits)
                    index += 2
                } else if character == "`", let end = find("`", from: index + 1) {
                    var code = traits
                    code.isCode = true
                    append(String(characters[(index + 1)..<end]), code)
                    index = end + 1
                } else if character == "[", let link = linkAt(index) {
                    var linked = traits
                    linked.link = link.destination
                    var inner = Parser(Array(link.text))
                    inner.parse(until: nil, into: linked)
                    for run in inner.output { append(run.text, run) }
                    index = link.end
                } else if let (marker, apply) = emphasisAt(index), hasCloser(marker, after: index + marker.count) {
                    index += marker.count
                    parse(until: marker, into: apply(traits))
                } else {
                    append(String(character), traits)
                    index += 1
                }
            }
            return delimiter == nil
        }

        private func matches(_ text: String) -> Bool {
            let wanted = Array(text)
            guard index + wanted.count <= characters.count else { return false }
            return Array(characters[index..<(index + wanted.count)]) == wanted
        }

        private func find(_ character: Character, from start: Int) -> Int? {
            guard start < characters.count else { return nil }
            return characters[start...].firstIndex(of: character)
        }

        /// `**`/`__` bold, `*`/`_` italic, `~~` strikethrough, `***` both, opening here (not before a space).
        private func emphasisAt(_ position: Int) -> (String, (TextRun) -> TextRun)? {
            for marker in ["***", "**", "__", "~~", "*", "_"] {
                let wanted = Array(marker)
                guard position + wanted.count < characters.count,
                    Array(characters[position..<(position + wanted.count)]) == wanted,
                    !characters[position + wanted.count].isWhitespace
                else { continue }
                if marker.hasPrefix("_"), position > 0,
                    characters[position - 1].isLetter || characters[position - 1].isNumber
                {
                    continue
                }
                return (marker, { Self.emphasize($0, with: marker) })
            }
            return nil
        }

        static func emphasize(_ traits: TextRun, with marker: String) -> TextRun {
            var run = traits
            switch marker {
            case "***":
                run.isBold = true
                run.isItalic = true
            case "**", "__": run.isBold = true
            case "~~": run.isStrikethrough = true
            default: run.isItalic = true
            }
            return run
        }

        /// Whether `marker` closes later, after a non-space character.
        private func hasCloser(_ marker: String, after start: Int) -> Bool {
            let wanted = Array(marker)
            var position = start + 1
            while position + wanted.count <= characters.count {
                if Array(characters[position..<(position + wanted.count)]) == wanted,
                    !characters[position - 1].isWhitespace
                {
                    return true
                }
                position += 1
            }
            return false
        }

        /// `[text](destination)` starting here. As in CommonMark, the destination may hold parentheses in balanced
        /// pairs (`https://en.wikipedia.org/wiki/Swift_(programming_language)`) or escaped with `\`.
        private func linkAt(_ position: Int) -> (text: String, destination: String, end: Int)? {
            guard let close = find("]", from: position + 1), close + 1 < characters.count,
                characters[close + 1] == "(", let end = destinationEnd(from: close + 2)
            else { return nil }
            // A `\` before punctuation escapes it: the destination holds the punctuation.
            var destination = ""
            var escaped = false
            for character in characters[(close + 2)..<end] {
                if !escaped, character == "\\" {
                    escaped = true
                    continue
                }
                if escaped, !character.isPunctuationOrSymbol {
                    destination.append("\\")
                }
                escaped = false
                destination.append(character)
            }
            if escaped { destination.append("\\") }
            // A private-use character of the placeholders' plane keeps its mark in a template with arguments.
            destination = LocalizedStringKey.unescapingPlaceholders(destination)
            guard !destination.contains(" ") else { return nil }
            return (String(characters[(position + 1)..<close]), destination, end + 1)
        }

        /// The position of the `)` that closes a link destination starting at `start`: the first one outside the
        /// destination's own balanced parentheses, an escaped one not counting.
        private func destinationEnd(from start: Int) -> Int? {
            var depth = 0
            var position = start
            while position < characters.count {
                switch characters[position] {
                case "\\": position += 1
                case "(": depth += 1
                case ")":
                    if depth == 0 { return position }
                    depth -= 1
                default: break
                }
                position += 1
            }
            return nil
        }

        private mutating func append(_ text: String, _ traits: TextRun) {
            var run = traits
            run.text = text
            output.append(run)
        }

        /// Neighbouring runs with the same emphasis joined.
        func merged() -> [TextRun] {
            var runs: [TextRun] = []
            for run in output where !run.text.isEmpty {
                if var last = runs.last, sameTraits(last, run) {
                    last.text += run.text
                    runs[runs.count - 1] = last
                } else {
                    runs.append(run)
                }
            }
            return runs
        }
    }

    static func sameTraits(_ lhs: TextRun, _ rhs: TextRun) -> Bool {
        var left = lhs
        left.text = rhs.text
        return left == rhs
    }
}

extension Character {
    fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
