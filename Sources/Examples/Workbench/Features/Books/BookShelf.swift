import Convergence

/// The books of one shelf, in the order the list shows them.
public struct BookShelf: Identifiable, Equatable, Sendable {
    public let name: String
    public let books: [Book]

    public var id: String { name }

    public init(name: String, books: [Book]) {
        self.name = name
        self.books = books
    }

    /// Groups books by shelf: shelves by name, books by title, then by id, so the order never depends on the file's.
    ///
    /// Comparison ignores case and is the same on every machine (no locale).
    public static func grouping(_ books: [Book]) -> [BookShelf] {
        let byShelf = Dictionary(grouping: books, by: \.shelf)
        return byShelf.keys.sorted(by: isOrderedBefore).map { name in
            let sorted = byShelf[name, default: []].sorted { left, right in
                if left.title != right.title { return isOrderedBefore(left.title, right.title) }
                return left.id < right.id
            }
            return BookShelf(name: name, books: sorted)
        }
    }

    private static func isOrderedBefore(_ left: String, _ right: String) -> Bool {
        let (foldedLeft, foldedRight) = (left.lowercased(), right.lowercased())
        return foldedLeft == foldedRight ? left < right : foldedLeft < foldedRight
    }
}
