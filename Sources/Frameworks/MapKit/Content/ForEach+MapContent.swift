import CoreLocation

extension ForEach: MapContent where Content: MapContent {
    public typealias Body = Never

    /// One piece of map content per element, identified by the element's `id`.
    ///
    /// - Parameters:
    ///   - data: The elements, drawn in order.
    ///   - content: Builds the markers or overlays for an element.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, id: { $0.id }, content: content)
    }

    /// One piece of map content per element, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements, drawn in order.
    ///   - id: The key path of each element's identity, such as `\.self`.
    ///   - content: Builds the markers or overlays for an element.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
    var mapFeatures: [MapFeature] {
        data.flatMap { MapKit.mapFeatures(of: content($0)) }
    }
}
