import Foundation

/// The error domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// An error from Core Location: no location, access denied, or a geocode that found nothing.
///
/// ```swift
/// do {
///     let placemarks = try await CLGeocoder().geocodeAddressString("1 Infinite Loop")
/// } catch CLError.geocodeFoundNoResult {
///     // always the case in a scenario: there is no network to ask
/// }
/// ```
public struct CLError: Error, Sendable, Hashable, CustomNSError {
    /// What went wrong.
    public let code: Code

    /// An error with the given code.
    ///
    /// - Parameter code: What went wrong.
    public init(_ code: Code) {
        self.code = code
    }

    /// The error domain, `kCLErrorDomain`.
    public static var errorDomain: String { kCLErrorDomain }

    /// The code as a number, as `NSError` carries it.
    public var errorCode: Int { code.rawValue }

    /// The kinds of Core Location error.
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19
    }

    /// The location is not known yet.
    public static var locationUnknown: Code { .locationUnknown }
    /// The person denied access to the location.
    public static var denied: Code { .denied }
    /// The network could not be reached.
    public static var network: Code { .network }
    /// The geocoder found no place for the address or location.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    /// The geocoder found only part of the answer.
    public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
    /// The geocode was cancelled.
    public static var geocodeCanceled: Code { .geocodeCanceled }

}

extension CLError.Code {
    /// Whether an error is a Core Location error with the given code, so that `catch CLError.denied` matches.
    ///
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: `true` when the error is a ``CLError`` with that code.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool {
        (error as? CLError)?.code == code
    }
}
