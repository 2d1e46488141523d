import Foundation

/// The error domain of MapKit's errors.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MKErrorDomain = "MKErrorDomain"

/// An error from MapKit, such as a search that found nothing.
public struct MKError: Error, Sendable, Hashable, CustomNSError {
    /// What went wrong.
    public let code: Code

    /// An error with the given code.
    ///
    /// - Parameter code: What went wrong.
    public init(_ code: Code) {
        self.code = code
    }

    /// The error domain, `MKErrorDomain`.
    public static var errorDomain: String { MKErrorDomain }

    /// The code as a number, as `NSError` carries it.
    public var errorCode: Int { code.rawValue }

    /// The kinds of MapKit error.
    public enum Code: Int, Sendable {
        case unknown = 1
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
        case directionsNotFound = 5
        case decodingFailed = 6
    }

    /// No place matched the request.
    public static var placemarkNotFound: Code { .placemarkNotFound }
    /// The server could not answer.
    public static var serverFailure: Code { .serverFailure }

}

extension MKError.Code {
    /// Whether an error is a MapKit error with the given code, so that `catch MKError.placemarkNotFound` matches.
    ///
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: `true` when the error is an ``MKError`` with that code.
    public static func ~= (code: MKError.Code, error: any Error) -> Bool {
        (error as? MKError)?.code == code
    }
}
