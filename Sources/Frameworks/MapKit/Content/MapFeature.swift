import CoreLocation

/// One row of a rendered map: a marker, an annotation, the user's location or an overlay, as a view.
///
/// Point features are a `Label` whose icon is the marker's glyph (`(v)` for a marker, `(^)` for the user's location,
/// an annotation's own view) and whose title is the name and the coordinates; overlays are a line of text.
@MainActor
struct MapFeature {
    let row: AnyView

    /// A point on the map: its icon, its title (which may be empty) and its coordinate.
    static func point(
        icon: some View, title: some View, coordinate: CLLocationCoordinate2D?
    ) -> MapFeature {
        MapFeature(
            row: AnyView(
                Label {
                    HStack {
                        title
                        if let coordinate { Text(CoordinateText.describe(coordinate)) }
                    }
                } icon: {
                    icon
                }))
    }

    /// An overlay, described in words.
    static func overlay(_ description: String) -> MapFeature {
        MapFeature(row: AnyView(Text(description)))
    }
}
