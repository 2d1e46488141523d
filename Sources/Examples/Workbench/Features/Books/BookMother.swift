import Convergence

/// Builds books and catalogs for fixtures and tests (the seeds' mother objects).
///
/// Every parameter has a fixed default, so the same call always builds the same value: no `UUID()`, no `Date()`.
/// Calls compose: `makeCatalog(books: makeBooks(count: 3), skippedRows: [makeSkippedRow()])`.
enum BookMother {
    static func makeBook(
        id: Int = 1,
        title: String = "Moby-Dick; or, The Whale",
        author: String = "Herman Melville",
        year: Int = 1851,
        shelf: String = "Adventure"
    ) -> Book {
        Book(id: id, title: title, author: author, year: year, shelf: shelf)
    }

    /// `count` books with ids from 1, taken in turn from a fixed list of classics (a second round adds `vol. 2`).
    static func makeBooks(count: Int = 5) -> [Book] {
        (0..<max(0, count)).map { index in
            let classic = classics[index % classics.count]
            let round = index / classics.count
            return makeBook(
                id: index + 1,
                title: round == 0 ? classic.title : "\(classic.title), vol. \(round + 1)",
                author: classic.author,
                year: classic.year,
                shelf: classic.shelf
            )
        }
    }

    static func makeSkippedRow(line: Int = 26, reason: String = "the year is missing") -> BookCatalog.SkippedRow {
        BookCatalog.SkippedRow(line: line, reason: reason)
    }

    static func makeCatalog(
        books: [Book] = makeBooks(),
        skippedRows: [BookCatalog.SkippedRow] = []
    ) -> BookCatalog {
        BookCatalog(books: books, skippedRows: skippedRows)
    }

    /// Deliberately not in shelf or title order, so the list's sorting shows.
    private static let classics: [(title: String, author: String, year: Int, shelf: String)] = [
        ("Moby-Dick; or, The Whale", "Herman Melville", 1851, "Adventure"),
        ("Pride and Prejudice", "Jane Austen", 1813, "Romance"),
        ("Frankenstein; or, The Modern Prometheus", "Mary Shelley", 1818, "Gothic"),
        ("\"Hope\" is the thing with feathers", "Emily Dickinson", 1891, "Poetry"),
        ("Treasure Island", "Robert Louis Stevenson", 1883, "Adventure"),
        ("Dracula", "Bram Stoker", 1897, "Gothic"),
        ("Gulliver's Travels", "Jonathan Swift", 1726, "Satire"),
        ("The Time Machine", "H. G. Wells", 1895, "Science fiction"),
    ]
}
