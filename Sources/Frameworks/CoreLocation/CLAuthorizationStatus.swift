/// Whether the app may use the device's location.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The person has not been asked yet: the status in every scenario.
    case notDetermined = 0
    /// Something other than the person, such as parental controls, forbids it.
    case restricted = 1
    /// The person said no, or location services are off.
    case denied = 2
    /// The app may use the location at any time.
    case authorizedAlways = 3
    /// The app may use the location while it is in use.
    case authorizedWhenInUse = 4
}

/// How precise the locations the app is given are.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Locations as precise as the device measures them.
    case fullAccuracy = 0
    /// Locations blurred to a few kilometres.
    case reducedAccuracy = 1
}
