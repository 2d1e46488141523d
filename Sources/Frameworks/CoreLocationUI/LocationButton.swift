/// The system button that grants the app the user's location once, then runs an action: rendered as a button
/// `[ (^) Current Location ]`, or `[ (^) ]` without a title. A tap step runs the action; no location arrives after it
/// in a scenario.
///
/// ```swift
/// LocationButton(.shareCurrentLocation) {
///     manager.requestLocation()
/// }
/// ```
public struct LocationButton: View {
    let title: Title?
    let action: @MainActor () -> Void

    /// A location button with a title and an action.
    ///
    /// - Parameters:
    ///   - title: The button's words, or `nil` for the arrow alone.
    ///   - action: What the button does when tapped.
    public init(_ title: Title? = .currentLocation, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        if let title {
            Button(action: action) { Label(title.text, systemImage: "location") }
        } else {
            Button(action: action) {
                Image(systemName: "location").accessibilityLabel(Title.currentLocation.text)
            }
        }
    }

    /// The words a location button can show.
    public struct Title: Sendable, Hashable {
        let text: String

        /// "Current Location".
        public static let currentLocation = Title(text: "Current Location")
        /// "Send Current Location".
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        /// "Send My Current Location".
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        /// "Share Current Location".
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        /// "Share My Current Location".
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }
}
