import CoreLocation

/// Limits on where a map's camera may go; accepted, a render shows the position as given.
public struct MapCameraBounds: Sendable {
    /// The region the camera's centre must stay in.
    public let centerCoordinateBounds: MKCoordinateRegion?
    /// The closest the camera may come, in metres.
    public let minimumDistance: Double?
    /// The farthest the camera may go, in metres.
    public let maximumDistance: Double?

    /// Bounds on the camera's centre and distance.
    ///
    /// - Parameters:
    ///   - centerCoordinateBounds: The region the camera's centre must stay in.
    ///   - minimumDistance: The closest the camera may come, in metres.
    ///   - maximumDistance: The farthest the camera may go, in metres.
    public init(
        centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil
    ) {
        self.centerCoordinateBounds = centerCoordinateBounds
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }

    /// Bounds on the camera's distance only.
    ///
    /// - Parameters:
    ///   - minimumDistance: The closest the camera may come, in metres.
    ///   - maximumDistance: The farthest the camera may go, in metres.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        centerCoordinateBounds = nil
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }
}
