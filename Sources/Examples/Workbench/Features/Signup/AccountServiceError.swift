import Convergence

/// Why an account could not be created, worded for the person filling in the form.
public enum AccountServiceError: LocalizedError, Equatable, Sendable {
    case duplicateEmail(String)
    case registrationClosed
    case invalidRequest(String)
    case storeUnreadable(path: String, reason: String)
    case storeUnwritable(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .duplicateEmail(let email):
            "An account for \(email) already exists. Sign in instead, or use another address."
        case .registrationClosed:
            "Registration is by invitation only."
        case .invalidRequest(let reason):
            reason
        case .storeUnreadable(let path, let reason):
            "The account store at \(path) could not be read: \(reason)"
        case .storeUnwritable(let path, let reason):
            "The account store at \(path) could not be saved: \(reason)"
        }
    }
}
