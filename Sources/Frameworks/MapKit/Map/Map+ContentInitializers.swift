import CoreLocation

// iOS 17's maps: a camera position (bound, initial or automatic) and content from a `MapContentBuilder`.
extension Map {
    /// A map whose position is bound to state, showing content.
    ///
    /// - Parameters:
    ///   - position: Where the map looks; its title shows it.
    ///   - bounds: Limits on the camera; accepted.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - scope: The namespace that ties controls to this map; accepted.
    ///   - content: The markers, annotations and overlays, listed as rows.
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.init(position: { position.wrappedValue }, content: MapContentView(content: content()))
    }

    /// A map that starts at a position, showing content.
    ///
    /// - Parameters:
    ///   - initialPosition: Where the map looks; its title shows it.
    ///   - bounds: Limits on the camera; accepted.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - scope: The namespace that ties controls to this map; accepted.
    ///   - content: The markers, annotations and overlays, listed as rows.
    public init<C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.init(position: { initialPosition }, content: MapContentView(content: content()))
    }

    /// A map framing its content.
    ///
    /// - Parameters:
    ///   - bounds: Limits on the camera; accepted.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - scope: The namespace that ties controls to this map; accepted.
    ///   - content: The markers, annotations and overlays, listed as rows.
    public init<C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.init(position: { .automatic }, content: MapContentView(content: content()))
    }

    /// A map whose position and selection are bound to state, showing content.
    ///
    /// - Parameters:
    ///   - position: Where the map looks; its title shows it.
    ///   - bounds: Limits on the camera; accepted.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - selection: The tag of the selected content; a render selects nothing.
    ///   - scope: The namespace that ties controls to this map; accepted.
    ///   - content: The markers, annotations and overlays, listed as rows.
    public init<SelectedValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.init(position: { position.wrappedValue }, content: MapContentView(content: content()))
    }

    /// A map that starts at a position, with its selection bound to state, showing content.
    ///
    /// - Parameters:
    ///   - initialPosition: Where the map looks; its title shows it.
    ///   - bounds: Limits on the camera; accepted.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - selection: The tag of the selected content; a render selects nothing.
    ///   - scope: The namespace that ties controls to this map; accepted.
    ///   - content: The markers, annotations and overlays, listed as rows.
    public init<SelectedValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.init(position: { initialPosition }, content: MapContentView(content: content()))
    }

    /// A map framing its content, with its selection bound to state.
    ///
    /// - Parameters:
    ///   - bounds: Limits on the camera; accepted.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - selection: The tag of the selected content; a render selects nothing.
    ///   - scope: The namespace that ties controls to this map; accepted.
    ///   - content: The markers, annotations and overlays, listed as rows.
    public init<SelectedValue: Hashable, C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.init(position: { .automatic }, content: MapContentView(content: content()))
    }
}

// The same maps with nothing on them.
extension Map where Content == MapContentView<Never, EmptyMapContent> {
    /// An empty map whose position is bound to state.
    ///
    /// - Parameters:
    ///   - position: Where the map looks; its title shows it.
    ///   - bounds: Limits on the camera; accepted.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - scope: The namespace that ties controls to this map; accepted.
    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) {
        self.init(position: { position.wrappedValue }, content: MapContentView(content: EmptyMapContent()))
    }

    /// An empty map that starts at a position.
    ///
    /// - Parameters:
    ///   - initialPosition: Where the map looks; its title shows it.
    ///   - bounds: Limits on the camera; accepted.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - scope: The namespace that ties controls to this map; accepted.
    public init(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) {
        self.init(position: { initialPosition }, content: MapContentView(content: EmptyMapContent()))
    }

    /// An empty map, as `Map()` makes it.
    ///
    /// - Parameters:
    ///   - bounds: Limits on the camera; accepted.
    ///   - interactionModes: The gestures the map answers; accepted.
    ///   - scope: The namespace that ties controls to this map; accepted.
    public init(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) {
        self.init(position: { .automatic }, content: MapContentView(content: EmptyMapContent()))
    }
}
