import CoreLocation

/// The content of an iOS 17 `Map`: one row per marker, annotation or overlay, in the order they were declared.
public struct MapContentView<SelectedValue, Content: MapContent>: View {
    let features: [MapFeature]

    init(content: Content) {
        features = mapFeatures(of: content)
    }

    public var body: some View {
        MapRows(features: features)
    }
}

/// A map's rows: a list, so that HTML has a `<ul>` of them; nothing when the map is empty.
struct MapRows: View {
    let features: [MapFeature]

    var body: some View {
        if !features.isEmpty {
            List {
                ForEach(features.indices, id: \.self) { index in
                    features[index].row
                }
            }
        }
    }
}
