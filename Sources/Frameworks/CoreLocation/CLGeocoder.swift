import Foundation

/// What a geocoder hands back: the places found, or an error.
public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// Turns addresses into places and places into addresses.
///
/// In a scenario there is no network to ask: every request finds nothing. The completion handler is called at once
/// with `nil` and ``CLError/Code/geocodeFoundNoResult``, and the `async` forms throw that error, so a preview shows
/// the screen's "not found" state deterministically.
///
/// ```swift
/// CLGeocoder().geocodeAddressString("1 Apple Park Way") { placemarks, error in
///     // placemarks == nil, error is CLError(.geocodeFoundNoResult)
/// }
/// ```
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// Whether a request is under way: never, as each finishes at once.
    open var isGeocoding: Bool { false }

    /// Finds the places an address names: none in a scenario.
    ///
    /// - Parameters:
    ///   - addressString: The address to look up.
    ///   - completionHandler: Called at once with no places and ``CLError/Code/geocodeFoundNoResult``.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.geocodeFoundNoResult))
    }

    /// Finds the places an address names: none in a scenario.
    ///
    /// - Parameter addressString: The address to look up.
    /// - Returns: Never returns in a scenario.
    /// - Throws: ``CLError`` with ``CLError/Code/geocodeFoundNoResult``.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.geocodeFoundNoResult)
    }

    /// Finds the address of a location: none in a scenario.
    ///
    /// - Parameters:
    ///   - location: The location to look up.
    ///   - completionHandler: Called at once with no places and ``CLError/Code/geocodeFoundNoResult``.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.geocodeFoundNoResult))
    }

    /// Finds the address of a location: none in a scenario.
    ///
    /// - Parameter location: The location to look up.
    /// - Returns: Never returns in a scenario.
    /// - Throws: ``CLError`` with ``CLError/Code/geocodeFoundNoResult``.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.geocodeFoundNoResult)
    }

    /// Cancels the request under way; there never is one.
    open func cancelGeocode() {}
}
