import CoreLocation

/// A place on the map with what is known of it: a name, a phone number, a web address.
///
/// ```swift
/// let item = MKMapItem(placemark: MKPlacemark(coordinate: applePark))
/// item.name = "Apple Park"
/// ```
open class MKMapItem: NSObject, @unchecked Sendable {
    /// The place's location and address.
    public let placemark: MKPlacemark
    /// The place's name, shown as a marker's title.
    open var name: String?
    /// The place's phone number.
    open var phoneNumber: String?
    /// The place's web site.
    open var url: URL?
    /// The place's time zone.
    open var timeZone: TimeZone?
    /// Whether the item stands for the device's own location.
    public let isCurrentLocation: Bool

    /// A map item for a placemark, named after it.
    ///
    /// - Parameter placemark: The place's location and address.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
        isCurrentLocation = false
    }

    private init(currentLocation placemark: MKPlacemark) {
        self.placemark = placemark
        name = "My Location"
        isCurrentLocation = true
    }

    /// The item for the device's location; in a scenario it has no fix and sits at 0°, 0°.
    ///
    /// - Returns: A map item named "My Location".
    open class func forCurrentLocation() -> MKMapItem {
        MKMapItem(currentLocation: MKPlacemark(coordinate: CLLocationCoordinate2D()))
    }

    /// Opens the item in the Maps app: there is none in a scenario.
    ///
    /// - Parameter launchOptions: Accepted.
    /// - Returns: `false`.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// The name a map shows for the item: its name, else its placemark's title.
    var displayName: String { name ?? placemark.title ?? CoordinateText.describe(placemark.coordinate) }
}
