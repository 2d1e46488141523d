import ConvergenceTree

/// A row that pushes a screen onto the enclosing navigation stack: drawn as its label with a disclosure mark
/// (`Apple  >`); the tap step pushes.
///
/// ```swift
/// NavigationLink("Details") { DetailView() }
/// NavigationLink(value: recipe) { RecipeRow(recipe: recipe) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let target: Target

    enum Target {
        case view(Destination)
        case value(AnyHashable?)
        /// Pushed while a binding says so: `isActive:` or `tag:selection:`.
        case bound(
            Destination, isActive: @MainActor () -> Bool, activate: @MainActor () -> Void, pop: @MainActor () -> Void)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let labelNode = context.resolveSingle(label, at: "NavigationLink")
        let isEnabled = context.environment.isEnabled
        guard let screen = context.screen, let stack = screen.stack else {
            // Outside a navigation stack a link cannot go anywhere, as in SwiftUI.
            return [.link(LinkNode(kind: .navigation, label: labelNode, isDisabled: true, action: .none))]
        }
        let key = context.path
        let depth = screen.depth
        let push: @MainActor () -> Void
        switch target {
        case .view(let destination):
            let view = AnyView(destination)
            stack.refresh(key: key, view: view)
            push = { stack.pushView(key: key, view: view, from: depth) }
        case .value(let value):
            guard let value else {
                return [.link(LinkNode(kind: .navigation, label: labelNode, isDisabled: true, action: .none))]
            }
            push = { stack.pushValue(value, from: depth) }
        case .bound(let destination, let isActive, let activate, let pop):
            if isActive() { stack.showBound(key: key, view: AnyView(destination), pop: context.inScope(pop)) }
            push = activate
        }
        let link = LinkNode(
            kind: .navigation, label: labelNode, isDisabled: !isEnabled,
            action: isEnabled ? context.action(push) : .none)
        return [.link(link)]
    }
}

extension NavigationLink {
    /// A link with any label that pushes a screen.
    ///
    /// - Parameters:
    ///   - destination: The screen the link pushes when tapped.
    ///   - label: The link's row content, drawn with a disclosure mark.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    /// A link with any label that pushes a screen (the older spelling).
    ///
    /// - Parameters:
    ///   - destination: The screen the link pushes when tapped.
    ///   - label: The link's row content, drawn with a disclosure mark.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    /// A link with any label whose screen is pushed while a binding is true.
    ///
    /// - Parameters:
    ///   - isActive: Whether the destination is pushed; tapping sets it to `true`, popping back to `false`.
    ///   - destination: The screen the link pushes when tapped.
    ///   - label: The link's row content, drawn with a disclosure mark.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .bound(
            destination(),
            isActive: { isActive.wrappedValue },
            activate: { isActive.wrappedValue = true },
            pop: { isActive.wrappedValue = false })
    }

    /// A link with any label whose screen is pushed while a binding is true (the older argument order).
    ///
    /// - Parameters:
    ///   - destination: The screen the link pushes when tapped.
    ///   - isActive: Whether the destination is pushed; tapping sets it to `true`, popping back to `false`.
    ///   - label: The link's row content, drawn with a disclosure mark.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(isActive: isActive, destination: { destination }, label: label)
    }

    /// A link with any label whose screen is pushed while a selection holds its tag.
    ///
    /// - Parameters:
    ///   - tag: The value that means this link's destination is pushed.
    ///   - selection: The tag of the pushed link, or `nil`; tapping sets it, popping sets it back to `nil`.
    ///   - destination: The screen the link pushes when tapped.
    ///   - label: The link's row content, drawn with a disclosure mark.
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        target = .bound(
            destination(),
            isActive: { selection.wrappedValue == tag },
            activate: { selection.wrappedValue = tag },
            pop: { selection.wrappedValue = nil })
    }

    /// A link with any label whose screen is pushed while a selection holds its tag (the older argument order).
    ///
    /// - Parameters:
    ///   - destination: The screen the link pushes when tapped.
    ///   - tag: The value that means this link's destination is pushed.
    ///   - selection: The tag of the pushed link, or `nil`; tapping sets it, popping sets it back to `nil`.
    ///   - label: The link's row content, drawn with a disclosure mark.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label)
    {
        self.init(tag: tag, selection: selection, destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a string value that pushes a screen.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - destination: The screen the link pushes when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with a string value that pushes a screen (the older spelling).
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - destination: The screen the link pushes when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }, label: { Text(title) })
    }

    /// A link titled with a string value whose screen is pushed while a binding is true.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - isActive: Whether the destination is pushed; tapping sets it to `true`, popping back to `false`.
    ///   - destination: The screen the link pushes when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(title) }
    }

    /// A link titled with a string value whose screen is pushed while a selection holds its tag.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - tag: The value that means this link's destination is pushed.
    ///   - selection: The tag of the pushed link, or `nil`; tapping sets it, popping sets it back to `nil`.
    ///   - destination: The screen the link pushes when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
    }

    /// A link titled with a string value whose screen is pushed while a binding is true (the older spelling, with the
    /// destination given first).
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - destination: The screen the link pushes when tapped.
    ///   - isActive: Whether the destination is pushed; tapping sets it to `true`, popping back to `false`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(isActive: isActive, destination: { destination }, label: { Text(title) })
    }

    /// A link titled with a string value whose screen is pushed while a selection holds its tag (the older spelling,
    /// with the destination given first).
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - destination: The screen the link pushes when tapped.
    ///   - tag: The value that means this link's destination is pushed.
    ///   - selection: The tag of the pushed link, or `nil`; tapping sets it, popping sets it back to `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(tag: tag, selection: selection, destination: { destination }, label: { Text(title) })
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value, shown by the stack's `navigationDestination(for:)` for its type.
    ///
    /// - Parameters:
    ///   - value: The value pushed on the enclosing stack, shown by its `navigationDestination(for:)`; `nil` makes a
    ///     link that pushes nothing.
    ///   - label: The link's row content, drawn with a disclosure mark.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link titled with a string value that pushes a value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - value: The value pushed on the enclosing stack, shown by its `navigationDestination(for:)`; `nil` makes a
    ///     link that pushes nothing.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}
