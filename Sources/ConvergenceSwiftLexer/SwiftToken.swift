/// One token of Swift source: what it is and which bytes it covers. Whitespace and comments are not tokens;
/// they are the bytes between tokens.
package struct SwiftToken: Equatable, Sendable {
    /// The kinds of token the `#Preview` parser tells apart.
    package enum Kind: Equatable, Sendable {
        /// A name or keyword, including `` `raw identifiers` `` and `$0`.
        case identifier
        /// `#` and a name: `#Preview`, `#if`, `#available`.
        case poundIdentifier
        /// One of `( ) { } [ ] , : ; @ . \`.
        case punctuation
        /// A run of operator characters: `=`, `->`, `...`, `??`, `!`.
        case `operator`
        /// A whole string literal, interpolations and raw delimiters included.
        case string
        /// A whole regex literal, `/…/` or `#/…/#`.
        case regex
        /// A number literal.
        case number
        /// A byte no other kind claims.
        case unknown
    }

    /// What the token is.
    package var kind: Kind
    /// The UTF-8 byte range in the lexed source.
    package var range: Range<Int>
    /// Whether a line break lies between the previous token (or the start) and this one.
    package var startsLine: Bool

    /// A token of `kind` over `range`.
    package init(kind: Kind, range: Range<Int>, startsLine: Bool) {
        self.kind = kind
        self.range = range
        self.startsLine = startsLine
    }

    /// The token's text in `bytes`, the source it was lexed from.
    package func text(in bytes: [UInt8]) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether this is the punctuation `character`.
    package func isPunctuation(_ character: UInt8, in bytes: [UInt8]) -> Bool {
        kind == .punctuation && bytes[range.lowerBound] == character
    }

    /// Whether this is an identifier spelled `word`.
    package func isIdentifier(_ word: String, in bytes: [UInt8]) -> Bool {
        kind == .identifier && range.count == word.utf8.count && bytes[range].elementsEqual(word.utf8)
    }
}
