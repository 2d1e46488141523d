import Convergence
import SwiftData

/// A saved link: what the list shows, and where it leads.
@Model
public final class Bookmark {
    public var title: String
    public var address: String
    /// The folder it is filed in; its inverse is ``BookmarkFolder/bookmarks``.
    public var folder: BookmarkFolder?

    public init(title: String, address: String, folder: BookmarkFolder? = nil) {
        self.title = title
        self.address = address
        self.folder = folder
    }
}
