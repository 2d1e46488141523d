import CoreLocation

/// The user's location on a `Map`. A scenario has no location, so it renders as `(^) My Location` with no
/// coordinates, and a content closure is never called.
public struct UserAnnotation<Content: View>: MapContent, PrimitiveMapContent {
    public typealias Body = Never

    /// The user's location drawn by a view of your own.
    ///
    /// - Parameters:
    ///   - anchor: The point of the view placed on the location; accepted.
    ///   - content: Draws the location; never called in a scenario, where none arrives.
    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {}

    var mapFeatures: [MapFeature] {
        [.point(icon: Image(systemName: "location"), title: Text(verbatim: "My Location"), coordinate: nil)]
    }
}

extension UserAnnotation where Content == DefaultUserAnnotationContent {
    /// The user's location drawn as the system's blue dot.
    ///
    /// - Parameter anchor: The point of the dot placed on the location; accepted.
    public init(anchor: UnitPoint = .center) {}
}

/// The system's drawing of the user's location.
public struct DefaultUserAnnotationContent: View {
    public var body: some View {
        Image(systemName: "location")
    }
}

/// The user's location, as a ``UserAnnotation``'s content closure is given it.
public struct UserLocation: Sendable {
    /// The location, when one has arrived.
    public let location: CLLocation?
}
