import CoreLocation

/// What a `Map` shows: a region, a camera, an item, the user's location, or whatever fits its content.
///
/// A map renders its position in its title: `Map around 37.3349, -122.0090` for a region or a camera, `Map around
/// Apple Park` for an item, plain `Map` for ``automatic``. A scenario has no location, so ``userLocation(followsHeading:fallback:)``
/// shows its fallback.
///
/// ```swift
/// @State private var position: MapCameraPosition = .region(region)
/// ```
public struct MapCameraPosition: Sendable {
    enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
        case item(MKMapItem)
        case userLocation(followsHeading: Bool, fallback: Box)
    }

    /// A position held indirectly, for the fallback of a user-location position.
    final class Box: Sendable {
        let position: MapCameraPosition

        init(_ position: MapCameraPosition) {
            self.position = position
        }
    }

    let kind: Kind

    /// Whatever frames the map's content.
    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }

    /// A region of the map.
    ///
    /// - Parameter region: The region to show.
    /// - Returns: The position.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        MapCameraPosition(kind: .region(region))
    }

    /// A camera's view.
    ///
    /// - Parameter camera: The camera to look through.
    /// - Returns: The position.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        MapCameraPosition(kind: .camera(camera))
    }

    /// A map item, framed.
    ///
    /// - Parameters:
    ///   - item: The item to show.
    ///   - allowsAutomaticPitch: Accepted.
    /// - Returns: The position.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(item))
    }

    /// The user's location, following it; where there is none yet (always, in a scenario) the fallback.
    ///
    /// - Parameters:
    ///   - followsHeading: Whether the map turns with the device.
    ///   - fallback: What to show until a location arrives.
    /// - Returns: The position.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: Box(fallback)))
    }

    /// The region shown, when the position is a region.
    public var region: MKCoordinateRegion? {
        if case .region(let region) = kind { return region }
        return nil
    }

    /// The camera, when the position is a camera.
    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    /// The item shown, when the position is an item.
    public var item: MKMapItem? {
        if case .item(let item) = kind { return item }
        return nil
    }

    /// Whether the map follows the user's location.
    public var followsUserLocation: Bool {
        if case .userLocation = kind { return true }
        return false
    }

    /// Whether the map follows the device's heading.
    public var followsUserHeading: Bool {
        if case .userLocation(let followsHeading, _) = kind { return followsHeading }
        return false
    }

    /// What a user-location position shows without a location.
    public var fallbackPosition: MapCameraPosition? {
        if case .userLocation(_, let fallback) = kind { return fallback.position }
        return nil
    }

    /// Whether the person moved the map: never, in a scenario.
    public var positionedByUser: Bool { false }

    /// The words a map's title gives this position: `around 37.3349, -122.0090`, or `nil` for ``automatic``.
    var caption: String? {
        switch kind {
        case .automatic: nil
        case .region(let region): "around " + CoordinateText.describe(region.center)
        case .camera(let camera): "around " + CoordinateText.describe(camera.centerCoordinate)
        case .item(let item): "around " + item.displayName
        case .userLocation(_, let fallback): fallback.position.caption
        }
    }
}
