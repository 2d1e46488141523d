import CoreLocation

/// What `onMapCameraChange` hands its action: the camera and the region it shows.
public struct MapCameraUpdateContext: Sendable {
    /// The map's camera.
    public let camera: MapCamera
    /// The region the map shows.
    public let region: MKCoordinateRegion
}

/// When `onMapCameraChange` calls its action.
public struct MapCameraUpdateFrequency: Sendable, Hashable {
    let isContinuous: Bool

    /// While the camera moves.
    public static let continuous = MapCameraUpdateFrequency(isContinuous: true)
    /// Once the camera stops.
    public static let onEnd = MapCameraUpdateFrequency(isContinuous: false)
}
