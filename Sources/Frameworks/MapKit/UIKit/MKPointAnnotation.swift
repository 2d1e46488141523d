import CoreLocation

/// An annotation at a coordinate, with a title and a subtitle.
open class MKPointAnnotation: NSObject, MKAnnotation {
    /// Where the annotation stands.
    open var coordinate = CLLocationCoordinate2D()
    /// The annotation's name.
    open var title: String?
    /// A line under the name.
    open var subtitle: String?

    /// An annotation at 0°, 0° with no title.
    override public init() {}

    /// An annotation at a coordinate.
    ///
    /// - Parameters:
    ///   - coordinate: Where the annotation stands.
    ///   - title: The annotation's name.
    ///   - subtitle: A line under the name.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}
