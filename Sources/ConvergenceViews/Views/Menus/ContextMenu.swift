/// A context menu as a value, the older spelling of `.contextMenu { … }`: `.contextMenu(ContextMenu { … })`.
///
/// ```swift
/// Text("Photo")
///     .contextMenu(ContextMenu {
///         Button("Share") { share() }
///     })
/// ```
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// A context menu of the given items.
    ///
    /// - Parameter menuItems: The menu's items, usually buttons.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

extension View {
    /// A menu a long press shows under the view (the context-menu step), given as a ``ContextMenu`` value; `nil`
    /// attaches no menu.
    ///
    /// - Parameter contextMenu: The menu, or `nil` for none.
    /// - Returns: The view, with the menu attached.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        // No menu resolves to no items, which attaches nothing.
        self.contextMenu(menuItems: { contextMenu?.menuItems })
    }
}

/// The older macOS pull-down button: drawn and tapped as a ``Menu`` with the same label and items.
///
/// ```swift
/// MenuButton("Sort") {
///     Button("By Name") { order = .name }
/// }
/// ```
public struct MenuButton<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A menu button with a label view.
    ///
    /// - Parameters:
    ///   - label: The button's label.
    ///   - content: The items, shown while the menu is open.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        Menu(content: { content }, label: { label })
    }
}

extension MenuButton where Label == Text {
    /// A menu button with a title to look up in the string table.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - content: The items, shown while the menu is open.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A menu button with a title shown as written.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - content: The items, shown while the menu is open.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content)
    }
}

/// The look of a ``MenuButton``: the older macOS menu-button styles, accepted with no change in text.
public protocol MenuButtonStyle {}

/// A menu button drawn as a plain pull-down (accepted; no change in text).
public struct DefaultMenuButtonStyle: MenuButtonStyle {
    public init() {}
}

/// A menu button drawn as a bordered pull-down (accepted; no change in text).
public struct PullDownMenuButtonStyle: MenuButtonStyle {
    public init() {}
}

/// A menu button drawn as a borderless pull-down (accepted; no change in text).
public struct BorderlessPullDownMenuButtonStyle: MenuButtonStyle {
    public init() {}
}

/// A menu button drawn as a borderless button (accepted; no change in text).
public struct BorderlessButtonMenuButtonStyle: MenuButtonStyle {
    public init() {}
}

extension View {
    /// Accepted: menu buttons look alike in text.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view unchanged.
    public func menuButtonStyle<S: MenuButtonStyle>(_ style: S) -> Self { self }
}
