import Convergence
import SwiftData

/// Saved links by folder, read from the store in the environment; a typed address is filed in the Inbox, and a row
/// swiped away is deleted.
public struct BookmarksView: View {
    /// Folders by name, leaving out those with nothing filed in them.
    @Query(filter: #Predicate<BookmarkFolder> { !$0.bookmarks.isEmpty }, sort: \BookmarkFolder.name)
    private var folders: [BookmarkFolder]
    @Environment(\.modelContext) private var context
    @State private var address = ""

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("Address", text: $address).onSubmit(add)
                        Button("Add", action: add).disabled(address.allSatisfy(\.isWhitespace))
                    }
                }
                if folders.isEmpty {
                    ContentUnavailableView(
                        "No Bookmarks", systemImage: "bookmark",
                        description: Text("Type an address above and tap Add to keep it here."))
                } else {
                    ForEach(folders) { folder in
                        Section(folder.name) {
                            let bookmarks = folder.bookmarksByTitle
                            ForEach(bookmarks) { bookmark in BookmarkRow(bookmark: bookmark) }
                                .onDelete { offsets in library.delete(offsets.map { bookmarks[$0] }) }
                        }
                    }
                }
            }
            .navigationTitle("Bookmarks")
        }
    }

    private var library: BookmarkLibrary { BookmarkLibrary(context: context) }

    private func add() {
        // The in-memory store cannot fail a fetch; if a store on disk did, the field keeps the address to try again.
        guard (try? library.add(address: address)) != nil else { return }
        address = ""
    }
}

#Preview("loaded") { BookmarksView().modelContainer(BookmarksScenarios.loaded()) }
#Preview("loaded wide", traits: .fixedLayout(width: 640, height: 320)) {
    BookmarksView().modelContainer(BookmarksScenarios.loaded())
}
#Preview("empty") { BookmarksView().modelContainer(BookmarksScenarios.empty()) }
