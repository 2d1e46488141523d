import Convergence
import SwiftData

/// A named group of bookmarks; deleting a folder deletes what is filed in it.
@Model
public final class BookmarkFolder {
    public var name: String
    @Relationship(deleteRule: .cascade, inverse: \Bookmark.folder)
    public var bookmarks: [Bookmark] = []

    public init(name: String) {
        self.name = name
    }

    /// Its bookmarks by title. A relationship keeps no order of its own, and a plain comparison reads no locale.
    public var bookmarksByTitle: [Bookmark] {
        bookmarks.sorted { ($0.title.lowercased(), $0.address) < ($1.title.lowercased(), $1.address) }
    }
}
