import CoreLocation

/// The older balloon marker, without a title: rendered as a row `(v) 37.3349, -122.0090`.
public struct MapMarker: MapAnnotationProtocol, LegacyMapAnnotation {
    let feature: MapFeature

    /// A marker at a coordinate.
    ///
    /// - Parameters:
    ///   - coordinate: Where the marker stands.
    ///   - tint: The balloon's colour; accepted, no effect in text.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        feature = .point(icon: Image(systemName: "mappin"), title: EmptyView(), coordinate: coordinate)
    }
}
