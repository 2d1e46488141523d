import CoreLocation

/// Where a map's camera looks from: the point it looks at, how far away, and its heading and pitch.
public struct MapCamera: Sendable {
    /// The point the camera looks at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The camera's distance from that point, in metres.
    public var distance: CLLocationDistance
    /// The compass direction the camera faces, in degrees.
    public var heading: CLLocationDirection
    /// The camera's tilt from straight down, in degrees.
    public var pitch: Double

    /// A camera looking at a point.
    ///
    /// - Parameters:
    ///   - centerCoordinate: The point the camera looks at.
    ///   - distance: The camera's distance from it, in metres.
    ///   - heading: The compass direction the camera faces, in degrees.
    ///   - pitch: The camera's tilt from straight down, in degrees.
    public init(
        centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0
    ) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}
