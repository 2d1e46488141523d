import CoreLocation

/// A part of the map: a centre coordinate and a span around it.
///
/// ```swift
/// let region = MKCoordinateRegion(
///     center: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090),
///     span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
/// ```
public struct MKCoordinateRegion: Sendable {
    /// The point at the middle of the region.
    public var center: CLLocationCoordinate2D
    /// How far the region reaches around its centre.
    public var span: MKCoordinateSpan

    /// A region at 0°, 0° of no size.
    public init() {
        self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan())
    }

    /// A region from its centre and span.
    ///
    /// - Parameters:
    ///   - center: The point at the middle of the region.
    ///   - span: How far the region reaches around its centre.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region from its centre and its height and width in metres.
    ///
    /// - Parameters:
    ///   - centerCoordinate: The point at the middle of the region.
    ///   - latitudinalMeters: The region's north–south extent, in metres.
    ///   - longitudinalMeters: The region's east–west extent, in metres.
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let metresPerDegree = 111_320.0
        let longitudeScale = max(cos(centerCoordinate.latitude * .pi / 180), 0.000_001)
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree,
                longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
    }
}
