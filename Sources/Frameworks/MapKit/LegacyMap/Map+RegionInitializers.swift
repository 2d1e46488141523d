import CoreLocation

// The maps of iOS 14 to 16: a bound region, the user's location on request, and one annotation per item.
extension Map {
    /// A map of a region, with an annotation per item.
    ///
    /// - Parameters:
    ///   - coordinateRegion: The region shown; its centre is in the title.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - showsUserLocation: Whether a `(^) My Location` row ends the list.
    ///   - userTrackingMode: Whether the map follows the user; accepted.
    ///   - annotationItems: The items to annotate, one row each in order.
    ///   - annotationContent: The marker, pin or annotation of an item.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        let features = annotationItems.compactMap { (annotationContent($0) as? any LegacyMapAnnotation)?.feature }
        self.init(
            position: { .region(coordinateRegion.wrappedValue) },
            content: _DefaultAnnotatedMapContent(
                features: features + (showsUserLocation ? [UserAnnotation().mapFeatures[0]] : [])))
    }
}

extension Map where Content == _DefaultMapContent {
    /// A map of a region.
    ///
    /// - Parameters:
    ///   - coordinateRegion: The region shown; its centre is in the title.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - showsUserLocation: Whether a `(^) My Location` row shows.
    ///   - userTrackingMode: Whether the map follows the user; accepted.
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        self.init(
            position: { .region(coordinateRegion.wrappedValue) },
            content: _DefaultMapContent(showsUserLocation: showsUserLocation))
    }
}
