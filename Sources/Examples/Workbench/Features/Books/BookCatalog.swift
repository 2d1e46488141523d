import Convergence

/// What a catalog file held: the books that could be read, and a note for every row that could not.
public struct BookCatalog: Equatable, Sendable {
    /// A row of the file that was left out, and why.
    public struct SkippedRow: Equatable, Sendable, CustomStringConvertible {
        /// The line of the file the row starts on, counting the header as line 1.
        public let line: Int
        /// Why it was left out, e.g. `the year is missing`.
        public let reason: String

        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }

        public var description: String { "Line \(line): \(reason)" }
    }

    public let books: [Book]
    public let skippedRows: [SkippedRow]

    public init(books: [Book], skippedRows: [SkippedRow] = []) {
        self.books = books
        self.skippedRows = skippedRows
    }
}
