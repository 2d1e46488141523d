import CoreLocation

/// The older pin, without a title: rendered as a row `(v) 37.3349, -122.0090`, as a marker is.
public struct MapPin: MapAnnotationProtocol, LegacyMapAnnotation {
    let feature: MapFeature

    /// A pin at a coordinate.
    ///
    /// - Parameters:
    ///   - coordinate: Where the pin stands.
    ///   - tint: The pin's colour; accepted, no effect in text.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        feature = .point(icon: Image(systemName: "mappin"), title: EmptyView(), coordinate: coordinate)
    }
}
