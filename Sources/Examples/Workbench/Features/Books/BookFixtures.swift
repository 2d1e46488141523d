import Convergence

/// The catalogs every Books scenario and test uses, built by ``BookMother``.
enum BookFixtures {
    /// Eight classics on six shelves.
    static let books = BookMother.makeBooks(count: 8)
    static let catalog = BookMother.makeCatalog(books: books)

    /// The two faults the bundled file also has: a year left empty, and a year that is not a number.
    static let skippedRows = [
        BookMother.makeSkippedRow(line: 26, reason: "the year is missing"),
        BookMother.makeSkippedRow(line: 27, reason: "the year \"c. 1000\" is not a number"),
    ]
    static let partialCatalog = BookMother.makeCatalog(books: BookMother.makeBooks(count: 4), skippedRows: skippedRows)

    static let missingFile = BookCatalogError.fileMissing(file: "books.csv")

    /// How long the loading and delayed scenarios wait on the scenario clock.
    static let slowRead: Duration = .seconds(1)
}
