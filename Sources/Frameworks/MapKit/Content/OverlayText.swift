import CoreLocation

/// How overlay rows describe their points: the count, then the first and last.
enum OverlayText {
    static func points(_ coordinates: [CLLocationCoordinate2D], joinedBy separator: String) -> String {
        let count = coordinates.count == 1 ? "1 point" : "\(coordinates.count) points"
        guard let first = coordinates.first, let last = coordinates.last else { return "of no points" }
        if coordinates.count == 1 { return "of \(count), \(CoordinateText.describe(first))" }
        return "of \(count), \(CoordinateText.describe(first))\(separator)\(CoordinateText.describe(last))"
    }
}
