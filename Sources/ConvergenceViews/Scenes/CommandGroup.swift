/// Items added to, or replacing, one of the standard groups of the menu bar, as in SwiftUI; never shown in a scenario
/// (see ``Commands``).
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never

    /// Where the items go relative to their group.
    enum Position: Sendable, Hashable {
        case before, after, replacing
    }

    let position: Position
    let placement: CommandGroupPlacement
    let content: Content

    /// Items placed before a standard group.
    ///
    /// - Parameters:
    ///   - group: The standard group, such as `.newItem`.
    ///   - addition: The items, usually buttons.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .before
        placement = group
        content = addition()
    }

    /// Items placed after a standard group.
    ///
    /// - Parameters:
    ///   - group: The standard group, such as `.newItem`.
    ///   - addition: The items, usually buttons.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .after
        placement = group
        content = addition()
    }

    /// Items that take the place of a standard group.
    ///
    /// - Parameters:
    ///   - group: The standard group, such as `.newItem`.
    ///   - addition: The items, usually buttons; an empty block removes the group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .replacing
        placement = group
        content = addition()
    }
}

/// One of the standard groups of the menu bar that a ``CommandGroup`` adds to or replaces.
public struct CommandGroupPlacement: Sendable, Hashable {
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The Services menu.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding the app and others.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Making new documents or windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Finding, spelling and other text editing.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and text layout.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Showing and customizing the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Showing the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Minimizing and zooming windows.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The list of the app's single windows.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}
