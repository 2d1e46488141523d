// The command sets SwiftUI offers ready-made: each adds its standard menu items on a device, and nothing in a
// scenario, which has no menu bar.

/// The View menu's sidebar item.
public struct SidebarCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// The View menu's toolbar items.
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// The Edit menu's text editing items (find, spelling, substitutions).
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// The Format menu's font and text items.
public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// The View menu's inspector item.
public struct InspectorCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// The File menu's items for importing from nearby devices.
public struct ImportFromDevicesCommands: Commands {
    public typealias Body = Never
    public init() {}
}
