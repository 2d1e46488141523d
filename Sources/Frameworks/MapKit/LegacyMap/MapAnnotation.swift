import CoreLocation

/// The older annotation: a view of your own at a coordinate, rendered as a row with the view first, then the
/// coordinates.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol, LegacyMapAnnotation {
    let feature: MapFeature

    /// An annotation drawing a view at a coordinate.
    ///
    /// - Parameters:
    ///   - coordinate: Where the annotation stands.
    ///   - anchorPoint: The point of the view placed on the coordinate; accepted.
    ///   - content: The view drawn on the map.
    public init(
        coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        @ViewBuilder content: () -> Content
    ) {
        feature = .point(icon: content(), title: EmptyView(), coordinate: coordinate)
    }
}
