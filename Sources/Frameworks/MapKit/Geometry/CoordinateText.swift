import CoreLocation

/// Coordinates as map renders print them: degrees to four decimal places (about eleven metres), with a point as the
/// decimal separator whatever the locale, and never a negative zero.
enum CoordinateText {
    /// `37.3349, -122.0090`.
    static func describe(_ coordinate: CLLocationCoordinate2D) -> String {
        degrees(coordinate.latitude) + ", " + degrees(coordinate.longitude)
    }

    /// A number of degrees rounded to four decimal places.
    static func degrees(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let tenThousandths = Int((value * 10_000).rounded())
        let sign = tenThousandths < 0 ? "-" : ""
        let magnitude = abs(tenThousandths)
        let fraction = String(magnitude % 10_000)
        return sign + String(magnitude / 10_000) + "." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }

    /// A distance in whole metres, or kilometres to one decimal place from 10 km.
    static func distance(_ metres: Double) -> String {
        guard metres.isFinite else { return "?" }
        if metres < 10_000 { return "\(Int(metres.rounded())) m" }
        let tenths = Int((metres / 100).rounded())
        return "\(tenths / 10).\(tenths % 10) km"
    }
}
