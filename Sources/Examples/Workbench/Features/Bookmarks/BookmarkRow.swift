import Convergence

/// A bookmark's title over its address.
struct BookmarkRow: View {
    let bookmark: Bookmark

    var body: some View {
        VStack(alignment: .leading) {
            Text(bookmark.title).bold()
            Text(bookmark.address)
        }
    }
}
