/// Swift source with its tokens and the bracket pairs among them, for parsers that walk a token at a time
/// and skip over whole groups.
package struct LexedSource {
    /// The UTF-8 bytes of the source.
    package let bytes: [UInt8]
    /// The tokens of `bytes`, comments and whitespace left out.
    package let tokens: [SwiftToken]
    /// For each bracket token, the index of the token that closes or opens it; nil for other tokens and for
    /// brackets without a partner.
    package let partners: [Int?]
    /// The index of the first bracket without a partner, or nil when every bracket balances.
    package let unbalancedBracket: Int?

    /// Lexes `text` and pairs its brackets.
    package init(_ text: String) {
        bytes = Array(text.utf8)
        tokens = SwiftLexer.tokens(in: bytes)
        var partners = [Int?](repeating: nil, count: tokens.count)
        var open: [Int] = []
        var unbalanced: Int?
        for (position, token) in tokens.enumerated() where token.kind == .punctuation {
            let byte = bytes[token.range.lowerBound]
            if Self.isOpener(byte) {
                open.append(position)
            } else if let opener = Self.opener(of: byte) {
                if let last = open.last, bytes[tokens[last].range.lowerBound] == opener {
                    open.removeLast()
                    partners[last] = position
                    partners[position] = last
                } else if unbalanced == nil {
                    unbalanced = position
                }
            }
        }
        self.partners = partners
        self.unbalancedBracket = unbalanced ?? open.first
    }

    private static func isOpener(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
    }

    private static func opener(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: ")"): return UInt8(ascii: "(")
        case UInt8(ascii: "]"): return UInt8(ascii: "[")
        case UInt8(ascii: "}"): return UInt8(ascii: "{")
        default: return nil
        }
    }

    /// The byte offset where 1-based `line` starts, or nil past the end of the source.
    package func offset(ofLine line: Int) -> Int? {
        guard line >= 1 else { return nil }
        var seen = 1
        var index = 0
        while seen < line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            seen += 1
        }
        return index
    }

    /// Whether token `index` exists and is the punctuation `character`.
    package func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        guard index >= 0, index < tokens.count, let ascii = character.asciiValue else { return false }
        return tokens[index].isPunctuation(ascii, in: bytes)
    }

    /// Whether token `index` exists and is the identifier `word`.
    package func isIdentifier(_ index: Int, _ word: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isIdentifier(word, in: bytes)
    }

    /// The text of token `index`.
    package func text(of index: Int) -> String {
        tokens[index].text(in: bytes)
    }

    /// The source text from the start of token `first` to the end of token `last`, comments between included.
    package func text(from first: Int, through last: Int) -> String {
        String(decoding: bytes[tokens[first].range.lowerBound..<tokens[last].range.upperBound], as: UTF8.self)
    }

    /// The index after the token or bracketed group starting at `index`.
    package func indexAfterGroup(at index: Int) -> Int {
        if let partner = partners[index], partner > index { return partner + 1 }
        return index + 1
    }

    /// The attribute whose `@` is at `index` (`@State`, `@SwiftUI.State`, `@available(…)`): the index after it
    /// and its name, the last part of a qualified one.
    package func attribute(at index: Int) -> (end: Int, name: String) {
        var end = index + 1
        var name = ""
        while end < tokens.count, tokens[end].kind == .identifier {
            name = text(of: end)
            end += 1
            guard isPunctuation(end, "."), end + 1 < tokens.count, tokens[end + 1].kind == .identifier else { break }
            end += 1
        }
        if isPunctuation(end, "("), !hasTrivia(before: end) { end = indexAfterGroup(at: end) }
        return (end, name)
    }

    /// Whether whitespace or a comment separates token `index` from the token after it (or the end).
    package func hasTrivia(after index: Int) -> Bool {
        let end = tokens[index].range.upperBound
        return index + 1 < tokens.count ? tokens[index + 1].range.lowerBound > end : end < bytes.count
    }

    /// Whether whitespace or a comment separates token `index` from the token before it (or the start).
    package func hasTrivia(before index: Int) -> Bool {
        let start = tokens[index].range.lowerBound
        return index > 0 ? tokens[index - 1].range.upperBound < start : start > 0
    }
}
