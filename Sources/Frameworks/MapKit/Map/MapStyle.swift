/// How a map is drawn: roads, satellite imagery or both; accepted by `.mapStyle(_:)`, no effect in text.
public struct MapStyle: Sendable {
    /// How much relief the map shows.
    public enum Elevation: Sendable, Hashable {
        case automatic, flat, realistic
    }

    /// How strongly the standard map draws its features.
    public enum StandardEmphasis: Sendable, Hashable {
        case automatic, muted
    }

    /// Roads and places.
    public static var standard: MapStyle { MapStyle() }
    /// Satellite imagery.
    public static var imagery: MapStyle { MapStyle() }
    /// Satellite imagery with roads and names.
    public static var hybrid: MapStyle { MapStyle() }

    /// Roads and places, configured.
    ///
    /// - Parameters:
    ///   - elevation: How much relief shows.
    ///   - emphasis: How strongly features are drawn.
    ///   - pointsOfInterest: Which places are labelled.
    ///   - showsTraffic: Whether traffic shows.
    /// - Returns: The style.
    public static func standard(
        elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle { MapStyle() }

    /// Satellite imagery, configured.
    ///
    /// - Parameter elevation: How much relief shows.
    /// - Returns: The style.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }

    /// Satellite imagery with roads and names, configured.
    ///
    /// - Parameters:
    ///   - elevation: How much relief shows.
    ///   - pointsOfInterest: Which places are labelled.
    ///   - showsTraffic: Whether traffic shows.
    /// - Returns: The style.
    public static func hybrid(
        elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
        showsTraffic: Bool = false
    ) -> MapStyle { MapStyle() }
}

/// Which kinds of place a map labels; accepted.
public struct PointOfInterestCategories: Sendable {
    /// Every kind of place.
    public static var all: PointOfInterestCategories { PointOfInterestCategories() }
    /// No places.
    public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories() }
}
