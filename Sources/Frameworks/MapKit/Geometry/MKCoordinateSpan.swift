import CoreLocation

/// How much of the map a region shows, in degrees of latitude and longitude.
public struct MKCoordinateSpan: Sendable {
    /// Degrees of latitude from the region's top edge to its bottom edge.
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude from the region's left edge to its right edge.
    public var longitudeDelta: CLLocationDegrees

    /// A span of no size.
    public init() {
        self.init(latitudeDelta: 0, longitudeDelta: 0)
    }

    /// A span of the given size.
    ///
    /// - Parameters:
    ///   - latitudeDelta: Degrees of latitude shown.
    ///   - longitudeDelta: Degrees of longitude shown.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}
