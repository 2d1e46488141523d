import ConvergenceTree

/// A view with one built-in modifier applied; each modifier applies to every node its content resolves to.
public struct ModifiedView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let effect: Effect

    enum Effect {
        /// Changes the environment for the content (font, line limit, `.environment`…).
        case environment(@MainActor (inout EnvironmentValues) -> Void)
        /// Wraps each resolved node (padding, frame, border, accessibility…).
        case wrap(@MainActor (Node) -> Node)
        /// Starts work when the view appears (and again when `id`, if any, changes).
        case task(id: TaskID?, @MainActor () async -> Void)
        /// Offers a title to the enclosing `NavigationStack`, read where it resolves (its locale, its translation).
        case navigationTitle(Text)
        /// Tags the content as a picker option.
        case tag(AnyHashable)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        switch effect {
        case .environment(let change):
            var inner = context
            change(&inner.environment)
            let nodes = inner.resolve(content, at: "modified")
            // Content that flows the other way, or in the other scheme: text drawings mirror the first, HTML marks both.
            let mark = EnvironmentMark(changingFrom: context.environment, to: inner.environment)
            return mark == EnvironmentMark() ? nodes : nodes.map { .marked(mark, $0) }
        case .wrap(let wrap):
            return context.resolve(content, at: "modified").map(wrap)
        case .task(let id, let work):
            let nodes = context.resolve(content, at: "modified")
            let box = MainActorBox(work)
            let scope = context.scope
            let effect = TaskEffect(origin: context.origin, identity: context.path + "/task", id: id) {
                await RenderScope.$current.withValue(scope) { await box.value() }
            }
            return context.attaching(effect, to: nodes)
        case .navigationTitle(let title):
            context.screen?.offerTitle(title.plainText(in: TextFormatContext(context.environment)))
            return context.resolve(content, at: "modified")
        case .tag(let value):
            return context.resolve(content, at: "modified").map { .tagged(Tag(value), $0) }
        }
    }
}

/// A reusable bundle of modifiers, applied with `.modifier(_:)`, as in SwiftUI.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View { content.padding().border(.gray) }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

/// The content a ``ViewModifier`` wraps.
public struct ViewModifierContent: View, PrimitiveView {
    public typealias Body = Never
    let resolver: @MainActor (ResolveContext) -> [Node]

    func resolveNodes(in context: ResolveContext) -> [Node] { resolver(context) }
}

/// The modifier that changes nothing, as SwiftUI's `EmptyModifier`: handy where a type needs some modifier, as in
/// `condition ? Highlight() : .identity` between two modifiers of the same type.
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// Creates the modifier that changes nothing.
    public init() {}

    /// - Parameter content: The view the modifier is applied to.
    /// - Returns: That view, as it was.
    public func body(content: Content) -> Content { content }
}

/// A view with a ``ViewModifier`` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let modifier: Modifier

    func resolveNodes(in context: ResolveContext) -> [Node] {
        resolveBody(in: context) { body, inner in inner.resolve(body) }
    }

    /// Evaluates the modifier's body where the modifier is installed, and resolves it (or what `resolveBody` picks
    /// out of it) there; the content inside keeps the caller's scope.
    func resolveBody(
        in context: ResolveContext, _ resolveBody: (Modifier.Body, ResolveContext) -> [Node]
    ) -> [Node] {
        let content = self.content
        // The content belongs to the caller: its tasks and actions keep the caller's name and scope.
        let owner = context.owner
        let placeholder = ViewModifierContent { inner in
            var callers = inner
            callers.owner = owner
            return RenderScope.$current.withValue(owner.scope) { callers.resolve(content, at: "content") }
        }
        var inner = context
        let name = TypeNames.of(Modifier.self)
        inner.path = ViewPath.bounded(context.path + "/" + name)
        inner.belong(to: name)
        if let refusal = inner.install(modifier, named: name) { return [refusal] }
        return RenderScope.$current.withValue(inner.scope) { resolveBody(modifier.body(content: placeholder), inner) }
    }
}

extension View {
    /// Applies a ``ViewModifier``.
    ///
    /// - Parameter modifier: The modifier; its `body(content:)` builds the result around this view.
    /// - Returns: The view with the modifier applied.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }

    func modified(_ effect: ModifiedView<Self>.Effect) -> ModifiedView<Self> {
        ModifiedView(content: self, effect: effect)
    }

    func transformEnvironment(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
        modified(.environment(change))
    }
}
