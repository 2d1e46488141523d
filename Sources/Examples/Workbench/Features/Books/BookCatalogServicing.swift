import Convergence

/// Where the book list comes from.
public protocol BookCatalogServicing: Sendable {
    /// Reads the whole catalog; rows that cannot be read are reported in ``BookCatalog/skippedRows``, not thrown.
    func loadCatalog() async throws -> BookCatalog
}
