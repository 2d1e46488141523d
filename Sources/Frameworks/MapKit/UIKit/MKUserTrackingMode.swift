/// Whether an `MKMapView` follows the user's location and heading.
public enum MKUserTrackingMode: Int, Sendable {
    case none = 0
    case follow = 1
    case followWithHeading = 2
}
