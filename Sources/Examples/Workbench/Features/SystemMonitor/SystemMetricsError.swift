import Convergence

/// Why a reading failed, naming the file it came from.
public enum SystemMetricsError: Error, Equatable, Sendable, LocalizedError {
    /// The file is missing or could not be opened or read.
    case unreadable(file: String, reason: String)
    /// The file was read but does not hold what the kernel documents.
    case malformed(file: String, detail: String)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .malformed(let file, _): file
        }
    }

    public var errorDescription: String? {
        switch self {
        case .unreadable(let file, let reason): "Could not read \(file): \(reason)."
        case .malformed(let file, let detail): "\(file) is malformed: \(detail)."
        }
    }
}
