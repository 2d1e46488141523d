import Convergence

/// The file browser's state: one folder's entries, loaded through any ``FileListingServicing``.
@Observable
@MainActor
public final class FilesState {
    public enum ViewState: Equatable {
        case idle
        case loading
        case loaded([FileEntry])
        case empty
        /// The folder may not be read by this user; the message says which folder.
        case unauthorized(String)
        case error(String)
    }

    public private(set) var viewState: ViewState = .idle
    /// The folder shown.
    public let folder: URL
    private let service: any FileListingServicing
    private var hasLoaded = false

    public init(folder: URL, service: any FileListingServicing) {
        self.folder = folder
        self.service = service
    }

    /// The folder's path as breadcrumb steps, `["home", "ada"]`; `["/"]` for the root.
    public var trail: [String] {
        let steps = folder.standardizedFileURL.pathComponents.filter { $0 != "/" }
        return steps.isEmpty ? ["/"] : steps
    }

    /// Loads once, when the screen first appears.
    public func loadIfNeeded() async {
        guard !hasLoaded else { return }
        hasLoaded = true
        await load()
    }

    /// Lists the folder: on first appearance and on Retry.
    public func load() async {
        viewState = .loading
        do {
            let entries = try await service.listFolder(folder)
            viewState = entries.isEmpty ? .empty : .loaded(entries)
        } catch FileListingError.unauthorized(let path) {
            viewState = .unauthorized(FileListingError.unauthorized(path: path).localizedDescription)
        } catch {
            viewState = .error(error.localizedDescription)
        }
    }
}
