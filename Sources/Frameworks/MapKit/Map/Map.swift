import CoreLocation

/// A map, in SwiftUI: rendered as a bordered box titled "Map" (with where it looks, when it is told) that lists what is
/// on it, one row per marker, annotation or overlay in the order they are declared.
///
/// ```swift
/// Map(initialPosition: .region(region)) {
///     Marker("Apple Park", coordinate: applePark)
///     UserAnnotation()
/// }
/// ```
///
/// ```text
/// +--------------------------------------+
/// |Map around 37.3349, -122.0090         |
/// |(v) Apple Park 37.3349, -122.0090     |
/// |(^) My Location                       |
/// +--------------------------------------+
/// ```
///
/// In HTML the box is `<div class="border border-map">`, the title a bold text and each row a label.
public struct Map<Content: View>: View {
    let position: @MainActor () -> MapCameraPosition
    let content: Content

    init(position: @escaping @MainActor () -> MapCameraPosition, content: Content) {
        self.position = position
        self.content = content
    }

    public var body: some View {
        let title = position().caption.map { "Map " + $0 } ?? "Map"
        Section {
            content
        } header: {
            Text(verbatim: title)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .border(MapFrameStyle())
    }
}

/// The border style that names a map's box in HTML: `border-map`.
struct MapFrameStyle: ShapeStyle {
    var styleName: String { "map" }
}
