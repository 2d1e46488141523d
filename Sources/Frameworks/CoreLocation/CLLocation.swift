import Foundation

/// A place on Earth at a moment: a coordinate, an altitude and how accurate they are.
///
/// ```swift
/// let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
/// let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
/// paris.distance(from: london)  // about 343_500 metres
/// ```
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where the location is.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// How far off the coordinate may be, in metres; negative when the coordinate is not valid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// How far off the altitude may be, in metres; negative when the altitude is not valid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees from north; negative when not known.
    public let course: CLLocationDirection
    /// The speed of travel in metres per second; negative when not known.
    public let speed: CLLocationSpeed
    /// When the location was measured.
    public let timestamp: Date

    /// A location from a latitude and a longitude, measured at the reference date so that renders stay the same.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north of the equator.
    ///   - longitude: Degrees east of the prime meridian.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date(timeIntervalSinceReferenceDate: 0))
    }

    /// A location with its accuracies and the time it was measured.
    ///
    /// - Parameters:
    ///   - coordinate: Where the location is.
    ///   - altitude: Metres above sea level.
    ///   - hAccuracy: How far off the coordinate may be, in metres.
    ///   - vAccuracy: How far off the altitude may be, in metres.
    ///   - timestamp: When the location was measured.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        course = -1
        speed = -1
        self.timestamp = timestamp
    }

    /// The great-circle distance to another location, in metres, over a sphere of Earth's mean radius (6,371 km);
    /// altitude is not counted.
    ///
    /// - Parameter location: The other location.
    /// - Returns: The distance along Earth's surface, in metres.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let earthRadius = 6_371_000.0
        let radians = Double.pi / 180
        let latitude1 = coordinate.latitude * radians
        let latitude2 = location.coordinate.latitude * radians
        let latitudeChange = latitude2 - latitude1
        let longitudeChange = (location.coordinate.longitude - coordinate.longitude) * radians
        // The haversine formula, which stays accurate for short distances.
        let halfChord =
            sin(latitudeChange / 2) * sin(latitudeChange / 2) + cos(latitude1) * cos(latitude2)
            * sin(longitudeChange / 2) * sin(longitudeChange / 2)
        return earthRadius * 2 * atan2(halfChord.squareRoot(), (1 - halfChord).squareRoot())
    }

    override open var description: String {
        "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m"
    }
}
