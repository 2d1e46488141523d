import CoreLocation

/// The view an `MKMapView` draws for an annotation; kept, a wrapped map view is never drawn in text.
@MainActor @preconcurrency
open class MKAnnotationView: UIView {
    /// The annotation drawn.
    open var annotation: (any MKAnnotation)?
    /// The identifier the view is reused by.
    public let reuseIdentifier: String?
    /// Whether tapping shows a callout with the title.
    open var canShowCallout = false
    /// The image drawn.
    open var image: UIImage?

    /// A view for an annotation.
    ///
    /// - Parameters:
    ///   - annotation: The annotation drawn.
    ///   - reuseIdentifier: The identifier the view is reused by.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A view with no annotation.
    ///
    /// - Parameter frame: The view's frame; kept.
    public required init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
    }
}

/// The balloon marker an `MKMapView` draws for an annotation.
@MainActor @preconcurrency
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour.
    open var markerTintColor: UIColor?
    /// The letters in the balloon.
    open var glyphText: String?
    /// The image in the balloon.
    open var glyphImage: UIImage?
}
