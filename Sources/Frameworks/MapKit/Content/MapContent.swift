/// Something drawn on a `Map`: a marker, an annotation, an overlay, or your own composition of them.
///
/// ```swift
/// struct Stops: MapContent {
///     let stops: [Stop]
///
///     var body: some MapContent {
///         ForEach(stops) { stop in
///             Marker(stop.name, coordinate: stop.coordinate)
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol MapContent {
    /// The type of content this content is made of.
    associatedtype Body: MapContent

    /// The content this content is made of.
    @MapContentBuilder @MainActor var body: Body { get }
}

extension Never: MapContent {
    public typealias Body = Never
}

/// Map content drawn directly: it lists its rows itself instead of being made of other content.
@MainActor
protocol PrimitiveMapContent {
    /// The rows the content adds to its map, in order.
    var mapFeatures: [MapFeature] { get }
}

extension MapContent where Body == Never {
    /// Primitive content has no body.
    public var body: Never {
        fatalError("\(Self.self) is drawn directly and has no body")
    }
}

/// The rows any content adds to its map, in order: a primitive's own, else its body's.
@MainActor
func mapFeatures<Content: MapContent>(of content: Content) -> [MapFeature] {
    if let primitive = content as? any PrimitiveMapContent { return primitive.mapFeatures }
    return mapFeatures(of: content.body)
}
