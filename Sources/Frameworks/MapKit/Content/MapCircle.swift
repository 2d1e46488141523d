import CoreLocation

/// A circle drawn over a `Map`; rendered as a row `Circle of 500 m around 37.3349, -122.0090`.
public struct MapCircle: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    /// A circle around a point.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius, in metres.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }

    var mapFeatures: [MapFeature] {
        [.overlay("Circle of \(CoordinateText.distance(radius)) around \(CoordinateText.describe(center))")]
    }
}
