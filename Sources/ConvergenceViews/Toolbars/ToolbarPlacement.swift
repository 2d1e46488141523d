/// Where a toolbar item goes: the leading or trailing edge of the navigation bar, its middle, or the bottom bar.
public struct ToolbarItemPlacement: Sendable, Hashable {
    enum Position: Sendable, Hashable { case leading, trailing, principal, bottom, hidden }
    let position: Position

    public static let automatic = ToolbarItemPlacement(position: .trailing)
    public static let principal = ToolbarItemPlacement(position: .principal)
    public static let navigation = ToolbarItemPlacement(position: .leading)
    public static let primaryAction = ToolbarItemPlacement(position: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(position: .trailing)
    public static let status = ToolbarItemPlacement(position: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(position: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(position: .leading)
    public static let destructiveAction = ToolbarItemPlacement(position: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(position: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(position: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(position: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(position: .trailing)
    public static let bottomBar = ToolbarItemPlacement(position: .bottom)
    /// Above the keyboard, which a snapshot never shows: items placed here are not drawn.
    public static let keyboard = ToolbarItemPlacement(position: .hidden)
}

/// A bar that toolbar modifiers can address.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigation-bar")
    public static let bottomBar = ToolbarPlacement(name: "bottom-bar")
    public static let tabBar = ToolbarPlacement(name: "tab-bar")
    public static let windowToolbar = ToolbarPlacement(name: "window-toolbar")
}

/// Whether something shows: automatic, visible or hidden.
public enum Visibility: Sendable, Hashable, CaseIterable {
    case automatic, visible, hidden
}

/// What a toolbar is for; text renders draw every toolbar alike.
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigation-stack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// How a navigation title shows in the bar, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable, Hashable {
        case automatic, inline, large
    }
}

/// How a toolbar title shows.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}
