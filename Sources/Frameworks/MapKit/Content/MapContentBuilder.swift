/// Builds a map's content from the markers, annotations and overlays listed in a closure, with `if`, `if`/`else`
/// and `switch`.
///
/// Each piece is turned into its rows as it is listed, so that a map's content is one plain list however it was
/// written.
@MainActor @resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<Content: MapContent>(_ content: Content) -> _MapContentList {
        _MapContentList(features: mapFeatures(of: content))
    }

    public static func buildBlock(_ components: _MapContentList...) -> _MapContentList {
        _MapContentList(features: components.flatMap(\.features))
    }

    public static func buildOptional(_ component: _MapContentList?) -> _MapContentList {
        component ?? _MapContentList(features: [])
    }

    public static func buildEither(first component: _MapContentList) -> _MapContentList {
        component
    }

    public static func buildEither(second component: _MapContentList) -> _MapContentList {
        component
    }

    public static func buildLimitedAvailability(_ component: _MapContentList) -> _MapContentList {
        component
    }
}

/// The content a ``MapContentBuilder`` builds: the rows of everything listed, in order.
public struct _MapContentList: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    let features: [MapFeature]

    var mapFeatures: [MapFeature] { features }
}

/// Map content that draws nothing, as an empty `Map` has.
public struct EmptyMapContent: MapContent, PrimitiveMapContent {
    public typealias Body = Never

    /// Content that draws nothing.
    public init() {}

    var mapFeatures: [MapFeature] { [] }
}
