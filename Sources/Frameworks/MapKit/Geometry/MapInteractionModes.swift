/// The gestures a map answers; accepted, a render cannot be panned or zoomed.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Dragging moves the map.
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    /// Pinching zooms the map.
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    /// Twisting turns the map.
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    /// Two-finger dragging tilts the map.
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    /// Every gesture.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the older `Map` follows the user's location; accepted, a scenario has none.
public enum MapUserTrackingMode: Sendable {
    /// The map stays where it is.
    case none
    /// The map follows the user's location.
    case follow
}
