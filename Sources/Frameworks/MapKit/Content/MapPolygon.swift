import CoreLocation

/// A closed shape drawn over a `Map`; rendered as a row `Polygon of 4 points, 37.3349, -122.0090 to …`.
public struct MapPolygon: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    let coordinates: [CLLocationCoordinate2D]

    /// A shape with the given corners, in order.
    ///
    /// - Parameter coordinates: The shape's corners.
    public init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
    }

    var mapFeatures: [MapFeature] {
        [.overlay("Polygon " + OverlayText.points(coordinates, joinedBy: " to "))]
    }
}
