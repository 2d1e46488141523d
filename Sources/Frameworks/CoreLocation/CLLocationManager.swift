import Foundation

/// The object an app asks for the device's location.
///
/// In a scenario there is no device to ask: the authorization stays ``CLAuthorizationStatus/notDetermined``, requests
/// and updates are accepted and change nothing, ``location`` stays `nil`, and the delegate is never called. A preview
/// that needs a place passes a coordinate to the view itself, as it would on a device.
///
/// ```swift
/// let manager = CLLocationManager()
/// manager.delegate = self
/// manager.requestWhenInUseAuthorization()
/// manager.startUpdatingLocation()  // nothing arrives in a scenario
/// ```
open class CLLocationManager: NSObject {
    /// The object told of locations and authorization changes; kept, never called in a scenario.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// How accurate the locations asked for are; kept.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// How far the device must move before a new location is reported; kept.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates continue in the background; kept.
    open var allowsBackgroundLocationUpdates = false
    /// Whether the system may pause updates; kept.
    open var pausesLocationUpdatesAutomatically = true

    /// Whether the app may use the location: ``CLAuthorizationStatus/notDetermined`` in a scenario.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }

    /// How precise the app's locations are allowed to be.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// The most recent location: `nil` in a scenario, where none arrives.
    open var location: CLLocation? { nil }

    /// Whether the device has location services turned on: it has none in a scenario.
    ///
    /// - Returns: `false`.
    open class func locationServicesEnabled() -> Bool { false }

    /// The app's authorization, in the form before iOS 14.
    ///
    /// - Returns: ``CLAuthorizationStatus/notDetermined``.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    /// Asks the person to let the app use the location while in use; accepted, no one answers in a scenario.
    open func requestWhenInUseAuthorization() {}

    /// Asks the person to let the app use the location at any time; accepted.
    open func requestAlwaysAuthorization() {}

    /// Asks for one location; accepted, none arrives in a scenario.
    open func requestLocation() {}

    /// Starts reporting locations to the delegate; accepted, none arrives in a scenario.
    open func startUpdatingLocation() {}

    /// Stops reporting locations.
    open func stopUpdatingLocation() {}

    /// Starts reporting compass headings; accepted, none arrives.
    open func startUpdatingHeading() {}

    /// Stops reporting compass headings.
    open func stopUpdatingHeading() {}
}
