import Convergence

/// The Books screen's state: the catalog, grouped into shelves, loaded through any ``BookCatalogServicing``.
@Observable
@MainActor
public final class BooksState {
    public enum ViewState: Equatable {
        case idle
        case loading
        case loaded([BookShelf])
        /// Some rows could not be read: the shelves that could, and a note for each row left out.
        case partial([BookShelf], skipped: [BookCatalog.SkippedRow])
        case empty
        case error(String)
    }

    public private(set) var viewState: ViewState = .idle
    /// The books lent out, which the list and the detail screen mark.
    public private(set) var lentBookIDs: Set<Int> = []
    private let service: any BookCatalogServicing
    private var hasLoaded = false

    public init(service: any BookCatalogServicing) {
        self.service = service
    }

    /// Loads once, when the screen first appears.
    public func loadIfNeeded() async {
        guard !hasLoaded else { return }
        hasLoaded = true
        await load()
    }

    /// Marks a book as lent out.
    public func lend(_ book: Book) {
        lentBookIDs.insert(book.id)
    }

    public func load() async {
        viewState = .loading
        do {
            let catalog = try await service.loadCatalog()
            let shelves = BookShelf.grouping(catalog.books)
            if !catalog.skippedRows.isEmpty {
                viewState = .partial(shelves, skipped: catalog.skippedRows)
            } else {
                viewState = shelves.isEmpty ? .empty : .loaded(shelves)
            }
        } catch {
            viewState = .error(error.localizedDescription)
        }
    }
}
