/// What an `MKMapView` asks and tells its delegate. Every method has a default (Apple's are optional); a wrapped map
/// view is never made in a render, so none is called there.
@MainActor @preconcurrency
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The view to draw for an annotation, or `nil` for the standard marker.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The map's region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// An annotation's view was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
}
