/// What the older `Map(coordinateRegion:annotationItems:annotationContent:)` draws for each item: a ``MapMarker``, a
/// ``MapPin`` or a ``MapAnnotation``.
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {}

/// An older annotation, which renders as one row of its map.
@MainActor
protocol LegacyMapAnnotation {
    var feature: MapFeature { get }
}
