/// How a sheet sizes itself on larger screens; accepted, sheets show whole.
public struct PresentationSizing: Sendable, Hashable {
    let name: String

    public static let automatic = PresentationSizing(name: "automatic")
    public static let form = PresentationSizing(name: "form")
    public static let page = PresentationSizing(name: "page")
    public static let fitted = PresentationSizing(name: "fitted")
}

/// Whether tapping a menu's action closes the menu; menus here close whenever an item runs.
public struct MenuActionDismissBehavior: Sendable, Hashable {
    let name: String

    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension View {
    /// Accepted: sheets show whole; no change in text.
    ///
    /// - Parameter sizing: How a device sizes the sheet; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func presentationSizing(_ sizing: PresentationSizing) -> Self { self }

    /// Accepted: a dialog's icon is not drawn; no change in text.
    ///
    /// - Parameter icon: The dialog's icon; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func dialogIcon(_ icon: Image?) -> Self { self }

    /// Accepted: menu items always close their menu here; no change in text.
    ///
    /// - Parameter behavior: Whether a menu item closes its menu; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> Self { self }
}
