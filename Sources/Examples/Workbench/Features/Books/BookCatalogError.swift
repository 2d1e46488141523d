import Convergence

/// Why a catalog file could not be read at all (rows that cannot be read are skipped instead, not thrown).
public enum BookCatalogError: LocalizedError, Equatable, Sendable {
    /// The file is not where the catalog expects it.
    case fileMissing(file: String)
    /// The file exists but reading it failed.
    case unreadable(file: String, reason: String)
    /// The file's bytes are not UTF-8 text.
    case notText(file: String)
    /// The text is not CSV (say, a quote that never closes), so no row after the fault can be trusted.
    case malformed(file: String, detail: String)
    /// The first record is not the expected header (or there is none).
    case unexpectedHeader(file: String, found: String)

    public var errorDescription: String? {
        switch self {
        case .fileMissing(let file):
            "The book list \(file) is missing."
        case .unreadable(let file, let reason):
            "The book list \(file) could not be read: \(reason)."
        case .notText(let file):
            "The book list \(file) is not UTF-8 text."
        case .malformed(let file, let detail):
            "The book list \(file) is not valid CSV: \(detail)."
        case .unexpectedHeader(let file, let found):
            found.isEmpty
                ? "The book list \(file) is empty: it needs the header \(BookCatalogDecoder.header)."
                : "The book list \(file) starts with \"\(found)\" instead of the header \(BookCatalogDecoder.header)."
        }
    }
}
