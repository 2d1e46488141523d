/// Items the system puts in a bar by itself, which `.toolbar(removing:)` takes out.
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let name: String

    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebar-toggle")
    public static let title = ToolbarDefaultItemKind(name: "title")
}

extension View {
    /// Accepted: the title shows no menu in text; its items are not reachable by steps.
    ///
    /// - Parameter content: The menu's items; not drawn in text.
    /// - Returns: This view, unchanged.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> Self { self }

    /// Accepted: text renders draw no sidebar toggle, and the title as before; no change in text.
    ///
    /// - Parameter defaultItemKind: The built-in item to remove; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> Self { self }

    /// Accepted: bars have no background in text.
    ///
    /// - Parameters:
    ///   - visibility: Whether the bars' background shows; accepted as a no-op in text.
    ///   - bars: The bars it applies to; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
}
