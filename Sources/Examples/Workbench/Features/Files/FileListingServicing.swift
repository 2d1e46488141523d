import Convergence

/// Lists what a folder holds.
public protocol FileListingServicing: Sendable {
    /// The folder's entries, folders first and then by name; throws ``FileListingError``.
    func listFolder(_ folder: URL) async throws -> [FileEntry]
}
