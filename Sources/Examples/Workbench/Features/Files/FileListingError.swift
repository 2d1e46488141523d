import Convergence

/// Why a folder could not be listed.
public enum FileListingError: Error, Equatable, Sendable, LocalizedError {
    /// Nothing exists at the path.
    case missing(path: String)
    /// The path is a file, not a folder.
    case notAFolder(path: String)
    /// The folder exists but this user may not read it (`EACCES`, `EPERM`).
    case unauthorized(path: String)
    /// Any other failure, with the system's reason.
    case unreadable(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .missing(let path): "There is no folder at \(path)."
        case .notAFolder(let path): "\(path) is a file, not a folder."
        case .unauthorized(let path): "You don't have permission to read \(path)."
        case .unreadable(let path, let reason): "Could not read \(path): \(reason)."
        }
    }
}

extension FileListingError {
    /// The error for a failed listing of `path`, from the `POSIXError` or `CocoaError` Foundation threw.
    static func mapping(_ error: any Error, path: String) -> FileListingError {
        if let listingError = error as? FileListingError { return listingError }
        if let posix = error as? POSIXError { return mapping(posixCode: posix.code, path: path, error: error) }
        let nsError = error as NSError
        // The errno behind the Cocoa error, stored as a `POSIXError` or as an `NSError` depending on the platform.
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            let underlyingError = underlying as NSError
            if underlyingError.domain == NSPOSIXErrorDomain,
                let code = POSIXErrorCode(rawValue: Int32(underlyingError.code))
            {
                return mapping(posixCode: code, path: path, error: error)
            }
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileReadNoSuchFile, .fileNoSuchFile: return .missing(path: path)
            case .fileReadNoPermission: return .unauthorized(path: path)
            default: break
            }
        }
        return .unreadable(path: path, reason: nsError.localizedDescription)
    }

    /// The error for an `errno` value from reading the folder at `path`.
    static func mapping(posixCode: POSIXErrorCode, path: String, error: (any Error)? = nil) -> FileListingError {
        switch posixCode {
        case .ENOENT: .missing(path: path)
        case .ENOTDIR: .notAFolder(path: path)
        case .EACCES, .EPERM: .unauthorized(path: path)
        default: .unreadable(path: path, reason: error?.localizedDescription ?? "error \(posixCode.rawValue)")
        }
    }
}
