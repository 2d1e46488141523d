import ConvergenceTree

/// A control that runs an action when tapped; the action may be `async`, which runs in a task.
///
/// ```swift
/// Button("Retry") { Task { await state.load() } }
/// Button("Retry") { await state.load() }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    let action: Action

    enum Action {
        case sync(@MainActor () -> Void)
        case async(@MainActor () async -> Void)
    }

    /// A button with any label.
    ///
    /// - Parameters:
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    ///   - label: The button's content, drawn between `[ ` and ` ]` in ASCII.
    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = .sync(action)
    }

    /// A button with any label and an `async` action, run in a task.
    ///
    /// - Parameters:
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    ///   - label: The button's content, drawn between `[ ` and ` ]` in ASCII.
    public init(role: ButtonRole? = nil, action: @escaping @MainActor () async -> Void, @ViewBuilder label: () -> Label)
    {
        self.label = label()
        self.role = role
        self.action = .async(action)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var inner = context
        inner.environment.buttonStyle = .automatic
        switch context.environment.buttonStyle {
        case .automatic:
            return [.button(buttonNode(label: context.resolveSingle(label, at: "Button"), in: context))]
        case .label(let style):
            let configuration = ButtonStyleConfiguration(
                role: role, label: .init(content: context.styleContent(label, at: "Button")), isPressed: false)
            let button = Node.button(buttonNode(label: Node.combining(style(configuration, inner)), in: context))
            // Steps and assistive technology still know the button by its own label, not the style's decoration.
            let title = context.resolveSingle(label, at: "Button").plainText
            return [.accessibility(AccessibilityNode(label: title, content: button))]
        case .primitive(let style):
            let trigger: @MainActor () -> Void
            switch action {
            case .sync(let perform): trigger = perform
            case .async(let perform): trigger = { Task { await perform() } }
            }
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: .init(content: context.styleContent(label, at: "Button")), action: trigger)
            return style(configuration, inner)
        }
    }

    private func buttonNode(label: Node, in context: ResolveContext) -> ButtonNode {
        // A disabled button does nothing when tapped, as in SwiftUI.
        let nodeAction: NodeAction
        switch action {
        case _ where !context.environment.isEnabled: nodeAction = .none
        case .sync(let perform): nodeAction = NodeAction(wrapping: perform, scope: context.scope)
        case .async(let perform): nodeAction = NodeAction(wrappingAsync: perform, scope: context.scope)
        }
        return ButtonNode(
            label: label, role: role?.kind, isDisabled: !context.environment.isEnabled, action: nodeAction)
    }
}

extension Button where Label == Text {
    /// A button titled with a string value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button titled with a string value and an `async` action, run in a task.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () async -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == ConvergenceViews.Label<Text, Image> {
    /// A button titled with a string value and a symbol.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - systemImage: The SF Symbol's name, such as `trash`; drawn as a glyph from the symbol table (its ASCII or
    ///     Unicode stand-in).
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S,
        systemImage: String,
        role: ButtonRole? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { ConvergenceViews.Label(title, systemImage: systemImage) }
    }

    /// A button titled with a string value and a symbol, with an `async` action run in a task.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - systemImage: The SF Symbol's name, such as `trash`; drawn as a glyph from the symbol table (its ASCII or
    ///     Unicode stand-in).
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S,
        systemImage: String,
        role: ButtonRole? = nil,
        action: @escaping @MainActor () async -> Void
    ) {
        self.init(role: role, action: action) { ConvergenceViews.Label(title, systemImage: systemImage) }
    }
}
