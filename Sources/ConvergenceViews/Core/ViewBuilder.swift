import ConvergenceTree

/// Builds views from closures: several children, `if`, `if let`, `else` and `switch`.
@MainActor @resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several sibling views from one builder block.
public struct TupleView<each Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (repeat each Content)

    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var nodes: [Node] = []
        var index = 0
        for child in repeat each content {
            nodes += context.resolve(child, at: String(index))
            index += 1
        }
        return nodes
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a builder.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func resolveNodes(in context: ResolveContext) -> [Node] {
        switch storage {
        case .trueContent(let content): context.resolve(content, at: "then")
        case .falseContent(let content): context.resolve(content, at: "else")
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolveNodes(in context: ResolveContext) -> [Node] {
        switch self {
        case .some(let content): context.resolve(content, at: "some")
        case .none: []
        }
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    private let resolver: @MainActor (ResolveContext) -> [Node]

    public init<Content: View>(_ content: Content) {
        resolver = { context in context.resolve(content, at: String(describing: Content.self)) }
    }

    public init<Content: View>(erasing content: Content) {
        self.init(content)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { resolver(context) }
}

/// No content at all.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

/// Groups views without adding layout: modifiers on a group apply to each child.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        context.resolve(content, at: "group")
    }
}
