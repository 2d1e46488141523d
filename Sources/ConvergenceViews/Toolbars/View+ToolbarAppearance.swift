/// Items the system puts in a bar by itself, which `.toolbar(removing:)` takes out.
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let name: String

    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebar-toggle")
    public static let title = ToolbarDefaultItemKind(name: "title")
}

extension View {
    /// Accepted: the title shows no menu in text; its items are not reachable by steps.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> Self { self }

    /// Accepted: text renders draw no sidebar toggle, and the title as before; no change in text.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> Self { self }

    /// Accepted: bars have no background in text.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
}
