import Foundation

/// A place's name and address parts, as a geocoder returns them. In a scenario a geocoder returns none; MapKit's
/// `MKPlacemark` makes them from coordinates.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// Where the place is.
    public let location: CLLocation?
    /// The place's name, such as "Apple Park".
    public let name: String?
    /// The street, such as "Apple Park Way".
    public let thoroughfare: String?
    /// The house number.
    public let subThoroughfare: String?
    /// The city.
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The country's name.
    public let country: String?
    /// The country's ISO code, such as "US".
    public let isoCountryCode: String?
    /// The place's time zone.
    public let timeZone: TimeZone?
    /// Landmarks the place is part of.
    public let areasOfInterest: [String]?

    /// A copy of another placemark.
    ///
    /// - Parameter placemark: The placemark to copy.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        country = placemark.country
        isoCountryCode = placemark.isoCountryCode
        timeZone = placemark.timeZone
        areasOfInterest = placemark.areasOfInterest
    }

    /// A placemark at a coordinate with the address parts MapKit's placemarks are made with.
    package init(
        coordinate: CLLocationCoordinate2D, name: String? = nil, thoroughfare: String? = nil,
        subThoroughfare: String? = nil, locality: String? = nil, administrativeArea: String? = nil,
        postalCode: String? = nil, country: String? = nil, isoCountryCode: String? = nil
    ) {
        location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        subLocality = nil
        self.administrativeArea = administrativeArea
        subAdministrativeArea = nil
        self.postalCode = postalCode
        self.country = country
        self.isoCountryCode = isoCountryCode
        timeZone = nil
        areasOfInterest = nil
    }
}
