import Convergence

/// The bundled catalog, one section per shelf, or why it could not be shown.
public struct BooksView: View {
    @State private var state: BooksState

    public init(state: BooksState) {
        _state = State(initialValue: state)
    }

    public var body: some View {
        NavigationStack {
            content
                .navigationTitle("Books")
                .navigationDestination(for: Book.self) { book in
                    BookDetailView(book: book, isLent: state.lentBookIDs.contains(book.id)) { state.lend(book) }
                }
        }
        .task { await state.loadIfNeeded() }
    }

    @ViewBuilder
    private var content: some View {
        switch state.viewState {
        case .idle, .loading:
            ProgressView("Loading books…")
        case .loaded(let shelves):
            BookShelfList(shelves: shelves, lentBookIDs: state.lentBookIDs)
        case .partial(let shelves, let skipped):
            VStack(alignment: .leading, spacing: 16) {
                SkippedRowsNotice(rows: skipped)
                BookShelfList(shelves: shelves, lentBookIDs: state.lentBookIDs)
            }
        case .empty:
            ContentUnavailableView(
                "No Books", systemImage: "book", description: Text("The catalog has no rows yet."))
        case .error(let message):
            ContentUnavailableView(
                "Catalog Unavailable", systemImage: "exclamationmark.triangle", description: Text(message))
        }
    }
}

#Preview("loaded") { BooksView(state: BooksScenarios.loaded()) }
#Preview("loaded wide", traits: .fixedLayout(width: 640, height: 320)) { BooksView(state: BooksScenarios.loaded()) }
#Preview("empty") { BooksView(state: BooksScenarios.empty()) }
#Preview("error") { BooksView(state: BooksScenarios.error()) }
#Preview("partial") { BooksView(state: BooksScenarios.partial()) }
#Preview("partial wide", traits: .fixedLayout(width: 640, height: 320)) { BooksView(state: BooksScenarios.partial()) }
#Preview("loading") { BooksView(state: BooksScenarios.loading()) }
// The app's String Catalog (`Localizable.xcstrings`) in two more languages; French lacks one key on purpose.
#Preview("loaded in German") {
    BooksView(state: BooksScenarios.loaded()).environment(\.locale, Locale(identifier: "de"))
}
#Preview("empty in German") { BooksView(state: BooksScenarios.empty()).environment(\.locale, Locale(identifier: "de")) }
#Preview("empty in French") { BooksView(state: BooksScenarios.empty()).environment(\.locale, Locale(identifier: "fr")) }
// The accented pseudo-locale: every localized text longer and accented, data as it is.
#Preview("loaded in pseudo-locale") {
    BooksView(state: BooksScenarios.loaded()).environment(\.locale, Locale(identifier: "en-XA"))
}
