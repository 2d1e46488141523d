import CoreLocation

/// A view of your own pinned to a place on a `Map`; rendered as a row with the view as its glyph, then the title and
/// the coordinates.
///
/// ```swift
/// Annotation("Home", coordinate: home) {
///     Image(systemName: "house")
/// }
/// ```
public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    let feature: MapFeature

    /// An annotation with a view for its label.
    ///
    /// - Parameters:
    ///   - coordinate: Where the annotation stands.
    ///   - anchor: The point of the view placed on the coordinate; accepted.
    ///   - content: The view drawn on the map.
    ///   - label: The annotation's title.
    public init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        feature = .point(icon: content(), title: label(), coordinate: coordinate)
    }

    var mapFeatures: [MapFeature] { [feature] }
}

extension Annotation where Label == Text {
    /// An annotation with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The annotation's title.
    ///   - coordinate: Where the annotation stands.
    ///   - anchor: The point of the view placed on the coordinate; accepted.
    ///   - content: The view drawn on the map.
    public init(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
        @ViewBuilder content: () -> Content
    ) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(titleKey) }
    }

    /// An annotation with a title shown as written.
    ///
    /// - Parameters:
    ///   - title: The annotation's title.
    ///   - coordinate: Where the annotation stands.
    ///   - anchor: The point of the view placed on the coordinate; accepted.
    ///   - content: The view drawn on the map.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
        @ViewBuilder content: () -> Content
    ) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(title) }
    }
}
