// The buttons a map overlays, listed in `.mapControls { … }`. A text render has no map to float them over: they draw
// nothing, there or anywhere else.

/// The button that centres a map on the user's location; draws nothing in text.
public struct MapUserLocationButton: View {
    /// The button for the map in scope.
    ///
    /// - Parameter scope: The map's namespace; accepted.
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}

/// The compass a map shows when turned; draws nothing in text.
public struct MapCompass: View {
    /// The compass for the map in scope.
    ///
    /// - Parameter scope: The map's namespace; accepted.
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}

/// The scale bar a map shows when zoomed; draws nothing in text.
public struct MapScaleView: View {
    /// The scale bar for the map in scope.
    ///
    /// - Parameters:
    ///   - anchorEdge: The edge the bar grows from; accepted.
    ///   - scope: The map's namespace; accepted.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}

/// The button that tilts a map between 2D and 3D; draws nothing in text.
public struct MapPitchToggle: View {
    /// The toggle for the map in scope.
    ///
    /// - Parameter scope: The map's namespace; accepted.
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}
