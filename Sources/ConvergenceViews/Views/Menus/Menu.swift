import ConvergenceTree

/// A button that opens a list of actions: `[ Sort v ]`; tapped (the tap step), its items show in a box under it,
/// and tapping one runs it and closes the menu.
///
/// ```swift
/// Menu("Sort") {
///     Button("By Name") { order = .name }
///     Button("By Date") { order = .date }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu with a label built from views.
    ///
    /// - Parameters:
    ///   - content: The items, drawn in a box under the button while the menu is open.
    ///   - label: The button's label, drawn before the open or closed mark.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction`; its items open with a long press, which text renders do not show.
    ///
    /// - Parameters:
    ///   - content: The items; not drawn in text.
    ///   - label: The button's label, drawn before the mark.
    ///   - primaryAction: Runs when the button is tapped.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let isOpen = context.persistent("menuOpen", initial: false)
        let labelNode = context.resolveSingle(label, at: "label")
        let mark = Node.image(ImageNode(systemName: isOpen.value ? "chevron.up" : "chevron.down"))
        let isEnabled = context.environment.isEnabled
        let toggle: NodeAction
        if let primaryAction {
            toggle = context.action { primaryAction() }
        } else {
            toggle = context.action { isOpen.value.toggle() }
        }
        let button = Node.button(
            ButtonNode(
                label: .stack(StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: [labelNode, mark])),
                isDisabled: !isEnabled, action: isEnabled ? toggle : .none))
        guard isOpen.value, primaryAction == nil else { return [button] }
        let items = context.resolve(content, at: "Menu").map { $0.runningFirst { isOpen.value = false } }
        let box = Node.border(
            BorderNode(content: .stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: items))))
        return [.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [button, box]))]
    }
}

extension Menu where Label == Text {
    /// A menu with a title.
    ///
    /// - Parameters:
    ///   - title: The button's text, drawn before the open or closed mark.
    ///   - content: The items, drawn in a box under the button while the menu is open.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu with a title whose tap runs `primaryAction`; its items open with a long press, which text renders do not
    /// show.
    ///
    /// - Parameters:
    ///   - title: The button's text, drawn before the mark.
    ///   - content: The items; not drawn in text.
    ///   - primaryAction: Runs when the button is tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == ConvergenceViews.Label<Text, Image> {
    /// A menu with a title and a symbol.
    ///
    /// - Parameters:
    ///   - title: The button's text, drawn with the symbol before the open or closed mark.
    ///   - systemImage: The name of the symbol shown with the title.
    ///   - content: The items, drawn in a box under the button while the menu is open.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ConvergenceViews.Label(title, systemImage: systemImage) }
    }
}

/// How a menu shows; text renders draw every menu as a button.
public struct MenuStyle: Sendable, Hashable {
    let name: String
    public static let automatic = MenuStyle(name: "automatic")
    public static let button = MenuStyle(name: "button")
    public static let borderlessButton = MenuStyle(name: "borderless-button")
}

/// The order a menu shows its items in; text renders keep the order written.
public struct MenuOrder: Sendable, Hashable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

extension View {
    /// Accepted; text renders draw every menu as a button.
    ///
    /// - Parameter style: The menu style; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func menuStyle(_ style: MenuStyle) -> Self { self }

    /// Accepted; text renders keep the order written.
    ///
    /// - Parameter order: The item order; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func menuOrder(_ order: MenuOrder) -> Self { self }

    /// Accepted; no change in text.
    ///
    /// - Parameter visibility: Whether a menu shows its indicator mark; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func menuIndicator(_ visibility: Visibility) -> Self { self }
}
