import Convergence
import SwiftData

/// What the Bookmarks screen does to the store: files a typed address in the Inbox and deletes bookmarks, through
/// the model context the screen is given.
@MainActor
struct BookmarkLibrary {
    /// The folder new bookmarks are filed in; it is made the first time one is.
    static let inboxName = "Inbox"

    /// The feature's model types, for a container.
    static let modelTypes: [any PersistentModel.Type] = [BookmarkFolder.self, Bookmark.self]

    let context: ModelContext

    /// Files `address` in the Inbox, titled by its host; a blank address adds nothing.
    ///
    /// - Parameter address: What was typed: `https://www.swift.org/blog/` is titled `swift.org`.
    /// - Returns: The bookmark added, or nil when the address is blank.
    @discardableResult
    func add(address: String) throws -> Bookmark? {
        let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let folder = try inbox()
        let bookmark = Bookmark(title: Self.title(forAddress: trimmed), address: trimmed)
        // Inserted before it is related, as Apple's SwiftData asks of models that join a context.
        context.insert(bookmark)
        bookmark.folder = folder
        return bookmark
    }

    /// Deletes bookmarks; a folder left empty stays, and the screen's query leaves it out.
    func delete(_ bookmarks: [Bookmark]) {
        for bookmark in bookmarks {
            context.delete(bookmark)
        }
    }

    /// The Inbox folder, found by name or made.
    private func inbox() throws -> BookmarkFolder {
        let name = Self.inboxName
        var descriptor = FetchDescriptor<BookmarkFolder>(predicate: #Predicate { $0.name == name })
        descriptor.fetchLimit = 1
        if let found = try context.fetch(descriptor).first { return found }
        let made = BookmarkFolder(name: name)
        context.insert(made)
        return made
    }

    /// An address's host without its scheme, `www.` or path: `https://www.swift.org/blog/` → `swift.org`.
    nonisolated static func title(forAddress address: String) -> String {
        var rest = Substring(address)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        if rest.lowercased().hasPrefix("www.") { rest = rest.dropFirst(4) }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return host.isEmpty ? address : String(host)
    }
}
