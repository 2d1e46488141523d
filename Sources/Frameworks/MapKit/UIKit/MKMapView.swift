import CoreLocation

/// MapKit's UIKit map view, for the `UIViewRepresentable` wrappers SwiftUI apps write around it. A wrapper renders as
/// `[UIView: MKMapView]` (the view itself is never made); made by hand, it keeps its region and annotations.
///
/// ```swift
/// struct TrailMap: UIViewRepresentable {
///     func makeUIView(context: Context) -> MKMapView { MKMapView() }
///     func updateUIView(_ mapView: MKMapView, context: Context) { mapView.addAnnotations(pins) }
/// }
/// ```
@MainActor @preconcurrency
open class MKMapView: UIView {
    /// The object asked for annotation views and told of changes; kept, never called in a render.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The part of the map shown.
    open var region = MKCoordinateRegion()
    /// How the map is drawn; kept.
    open var mapType: MKMapType = .standard
    /// Whether the user's location shows; kept, a scenario has none.
    open var showsUserLocation = false
    /// Whether the map follows the user; kept.
    open var userTrackingMode: MKUserTrackingMode = .none
    /// Whether pinching zooms; kept.
    open var isZoomEnabled = true
    /// Whether dragging moves the map; kept.
    open var isScrollEnabled = true
    /// Whether twisting turns the map; kept.
    open var isRotateEnabled = true
    /// Whether two-finger dragging tilts the map; kept.
    open var isPitchEnabled = true
    /// The annotations on the map, in the order they were added.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The annotations selected.
    open var selectedAnnotations: [any MKAnnotation] = []

    /// The point at the middle of the map.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }

    /// Shows a region.
    ///
    /// - Parameters:
    ///   - region: The region.
    ///   - animated: Accepted.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        self.region = region
    }

    /// Moves the map's centre.
    ///
    /// - Parameters:
    ///   - coordinate: The new centre.
    ///   - animated: Accepted.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        centerCoordinate = coordinate
    }

    /// Adds an annotation.
    ///
    /// - Parameter annotation: The annotation.
    open func addAnnotation(_ annotation: any MKAnnotation) {
        annotations.append(annotation)
    }

    /// Adds annotations, in order.
    ///
    /// - Parameter annotations: The annotations.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations += annotations
    }

    /// Removes an annotation.
    ///
    /// - Parameter annotation: The annotation.
    open func removeAnnotation(_ annotation: any MKAnnotation) {
        annotations.removeAll { $0 === annotation }
    }

    /// Removes annotations.
    ///
    /// - Parameter annotations: The annotations.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { removeAnnotation(annotation) }
    }

    /// Frames annotations; accepted, the region is kept.
    ///
    /// - Parameters:
    ///   - annotations: The annotations to frame.
    ///   - animated: Accepted.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}

    /// Registers an annotation view class for reuse; accepted.
    ///
    /// - Parameters:
    ///   - viewClass: The class.
    ///   - identifier: The reuse identifier.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}

    /// A view to reuse: none, as a map view that is never drawn makes none.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: `nil`.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }

    /// A view for an annotation, made fresh each time.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - annotation: The annotation.
    /// - Returns: A marker view for the annotation.
    open func dequeueReusableAnnotationView(
        withIdentifier identifier: String, for annotation: any MKAnnotation
    ) -> MKAnnotationView {
        MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }
}
