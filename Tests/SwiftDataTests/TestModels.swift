import Foundation
import SwiftData

@Model
final class Shelf {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Book.shelf)
    var books: [Book] = []
    @Transient var isExpanded = false
    var bookCount: Int { books.count }

    init(name: String) {
        self.name = name
    }
}

@Model
final class Book {
    @Attribute(.unique) var title: String
    var pages = 0
    var subtitle: String?
    var shelf: Shelf?
    let isbn: String

    init(title: String, pages: Int, shelf: Shelf? = nil, isbn: String = "") {
        self.title = title
        self.pages = pages
        self.shelf = shelf
        self.isbn = isbn
    }
}

@Model
class Reader: Identifiable {
    var id: UUID
    public var name: String
    @Relationship(deleteRule: .nullify) var favourite: Book?

    init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }
}
