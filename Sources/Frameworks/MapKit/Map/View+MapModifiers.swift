// Modifiers that configure a map's drawing or its gestures: accepted, a text render has neither. Each returns the
// view unchanged.
extension View {
    /// Draws maps inside with a style; accepted, no effect in text.
    ///
    /// - Parameter mapStyle: The style.
    /// - Returns: The same view.
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }

    /// The controls maps inside float over themselves; accepted, the controls draw nothing in text.
    ///
    /// - Parameter content: The controls, such as `MapUserLocationButton()` and `MapCompass()`.
    /// - Returns: The same view.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Whether a map's built-in controls show; accepted.
    ///
    /// - Parameter visibility: Whether they show.
    /// - Returns: The same view.
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Ties maps and their controls inside to a namespace; accepted.
    ///
    /// - Parameter scope: The namespace.
    /// - Returns: The same view.
    public func mapScope(_ scope: Namespace.ID) -> some View { self }

    /// Runs an action when a map's camera moves; a render never moves it, so the action never runs.
    ///
    /// - Parameters:
    ///   - frequency: When to run the action.
    ///   - action: The action.
    /// - Returns: The same view.
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
    ) -> some View { self }

    /// Runs an action with the camera when a map's camera moves; a render never moves it, so the action never runs.
    ///
    /// - Parameters:
    ///   - frequency: When to run the action.
    ///   - action: The action, given the camera and region.
    /// - Returns: The same view.
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
    ) -> some View { self }
}
