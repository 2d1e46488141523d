import CoreLocation

/// A place an `MKMapView` marks. `title` and `subtitle` default to `nil`, as Apple's are optional.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation stands.
    var coordinate: CLLocationCoordinate2D { get }
    /// The annotation's name.
    var title: String? { get }
    /// A line under the name.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}
