import Convergence

/// One title in the catalog, as a row of `books.csv` describes it.
public struct Book: Identifiable, Hashable, Sendable {
    public let id: Int
    public let title: String
    public let author: String
    /// The year of first publication.
    public let year: Int
    /// The shelf it stands on; the list groups books by it.
    public let shelf: String

    public init(id: Int, title: String, author: String, year: Int, shelf: String) {
        self.id = id
        self.title = title
        self.author = author
        self.year = year
        self.shelf = shelf
    }
}
