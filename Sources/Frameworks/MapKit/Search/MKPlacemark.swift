import CoreLocation

/// A placemark made from a coordinate, for a map item or an annotation.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    /// Where the place is.
    public let coordinate: CLLocationCoordinate2D

    /// A placemark at a coordinate with no address.
    ///
    /// - Parameter coordinate: Where the place is.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(coordinate: coordinate)
    }

    /// A placemark at a coordinate with an address dictionary, whose `Name`, `Street`, `City`, `State`, `ZIP`,
    /// `Country` and `CountryCode` entries fill the address parts.
    ///
    /// - Parameters:
    ///   - coordinate: Where the place is.
    ///   - addressDictionary: The address, keyed as the older Address Book did.
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        let address = addressDictionary ?? [:]
        super.init(
            coordinate: coordinate, name: address["Name"] as? String, thoroughfare: address["Street"] as? String,
            locality: address["City"] as? String, administrativeArea: address["State"] as? String,
            postalCode: address["ZIP"] as? String, country: address["Country"] as? String,
            isoCountryCode: address["CountryCode"] as? String)
    }

    /// A copy of another placemark, at its location (or 0°, 0° when it has none).
    ///
    /// - Parameter placemark: The placemark to copy.
    override public init(placemark: CLPlacemark) {
        coordinate = placemark.location?.coordinate ?? CLLocationCoordinate2D()
        super.init(placemark: placemark)
    }

    /// The place's name, or its street when it has none.
    open var title: String? { name ?? thoroughfare }
}
