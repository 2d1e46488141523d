import Foundation

/// A latitude or longitude, in degrees.
public typealias CLLocationDegrees = Double

/// A distance, in metres.
public typealias CLLocationDistance = Double

/// A speed, in metres per second.
public typealias CLLocationSpeed = Double

/// A direction, in degrees clockwise from north.
public typealias CLLocationDirection = Double

/// An accuracy, in metres.
public typealias CLLocationAccuracy = Double

/// The coordinates of a place on Earth, in degrees (WGS 84).
///
/// ```swift
/// let applePark = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)
/// ```
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (south is negative).
    public var latitude: CLLocationDegrees
    /// Degrees east of the prime meridian (west is negative).
    public var longitude: CLLocationDegrees

    /// The coordinate at 0°, 0°.
    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    /// A coordinate from its latitude and longitude.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north of the equator, from -90 to 90.
    ///   - longitude: Degrees east of the prime meridian, from -180 to 180.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate's latitude and longitude are in range.
///
/// - Parameter coord: The coordinate to check.
/// - Returns: `true` when the latitude is within ±90° and the longitude within ±180°.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// A coordinate from its latitude and longitude, as the C function makes it.
///
/// - Parameters:
///   - latitude: Degrees north of the equator.
///   - longitude: Degrees east of the prime meridian.
/// - Returns: The coordinate.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The coordinate that stands for "no coordinate".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A distance that is not known or not valid.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// The most accurate readings a device offers; accepted, no location ever arrives in a scenario.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1

/// Readings accurate to about ten metres; accepted.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10

/// Readings accurate to about a hundred metres; accepted.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100

/// Readings accurate to about a kilometre; accepted.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000

/// Every change of position, however small, is reported; accepted.
public let kCLDistanceFilterNone: CLLocationDistance = -1
