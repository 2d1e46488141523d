import Foundation

/// What a ``CLLocationManager`` tells its delegate: new locations, errors and changes of authorization. Every method
/// has an empty default, as Apple's are optional. In a scenario none is ever called: no location arrives.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations arrived, the most recent last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// The manager could not get a location.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The app's authorization changed (and once when the manager is made, on a device).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The older form of the authorization callback.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}
