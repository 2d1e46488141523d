import ConvergenceTree

/// Builds views from closures: several children, `if`, `if let`, `else` and `switch`.
@MainActor @resultBuilder
public enum ViewBuilder {
    /// Passes one view of a block through unchanged.
    ///
    /// - Parameter content: A view written in the block.
    /// - Returns: The same view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block: no content.
    ///
    /// - Returns: An ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view.
    ///
    /// - Parameter content: The block's only view.
    /// - Returns: The same view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views, laid out by the container as siblings.
    ///
    /// - Parameter content: The block's views, in order.
    /// - Returns: A ``TupleView`` of them.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    /// An `if` without `else`: the content when the condition holds, else nothing.
    ///
    /// - Parameter content: The branch's view, or `nil` when the condition failed.
    /// - Returns: The same optional view; `nil` renders as nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else`, as older result builders spell it.
    ///
    /// - Parameter content: The branch's view, or `nil` when the condition failed.
    /// - Returns: The same optional view; `nil` renders as nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter first: The branch's view.
    /// - Returns: A ``ConditionalContent`` showing it.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter second: The branch's view.
    /// - Returns: A ``ConditionalContent`` showing it.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    /// A branch under `if #available`.
    ///
    /// - Parameter content: The branch's view.
    /// - Returns: The view, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several sibling views from one builder block.
public struct TupleView<each Content: View>: View, PrimitiveView {
    public typealias Body = Never
    @usableFromInline let content: (repeat each Content)

    /// The views of a builder block.
    ///
    /// - Parameter content: The views, in order.
    @inlinable
    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        // Room for one node per view up front: most views resolve to one, and growing the array as it fills would
        // allocate again for each.
        var views = 0
        for _ in repeat (each Content).self { views += 1 }
        var walk = TupleWalk(capacity: views)
        // Each child is resolved where it is stored: taking the views out of the tuple one by one (`for child in
        // repeat each content`) would copy the tuple, then each view. The tuple is this view's only stored
        // property, and its elements follow each other in order, each at the next offset its alignment allows.
        withUnsafePointer(to: self) { view in
            let tuple = UnsafeRawPointer(view)
            // The walk is passed along rather than captured: a captured variable is checked for overlapping
            // access at every use.
            @MainActor func resolve<Child: View>(_: Child.Type, _ walk: inout TupleWalk) {
                let alignment = MemoryLayout<Child>.alignment
                walk.offset = (walk.offset + alignment - 1) / alignment * alignment
                let child = (tuple + walk.offset).assumingMemoryBound(to: Child.self)
                walk.nodes.appendResolved(context.resolve(storedAt: child, at: String(walk.index)))
                walk.offset += MemoryLayout<Child>.size
                walk.index += 1
            }
            repeat resolve((each Content).self, &walk)
        }
        return walk.nodes
    }
}

/// Where resolving a block's views has got to: the next view's position and offset, and the nodes so far.
private struct TupleWalk {
    var offset = 0
    var index = 0
    var nodes: [Node] = []

    init(capacity: Int) {
        nodes.reserveCapacity(capacity)
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

/// Type names as `String(describing:)` spells them, worked out once per type: the path components of type-erased views,
/// modifiers and styles (describing a generic type walks its metadata, more than resolving a simple view costs).
@MainActor
enum TypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    private let resolver: @MainActor (ResolveContext) -> [Node]

    /// A view whose type is hidden, rendered as the view itself.
    ///
    /// - Parameter content: The view to wrap.
    public init<Content: View>(_ content: Content) {
        resolver = { context in context.resolve(content, at: TypeNames.of(Content.self)) }
    }

    /// A view whose type is hidden, as SwiftUI's `AnyView(erasing:)`.
    ///
    /// - Parameter content: The view to wrap.
    public init<Content: View>(erasing content: Content) {
        self.init(content)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { resolver(context) }
}

/// No content at all.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    /// A view that shows nothing and takes no space.
    public init() {}
    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

/// Groups views without adding layout: modifiers on a group apply to each child.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A group of the views the builder gives.
    ///
    /// - Parameter content: The views; they are laid out by the group's container as if written there.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        context.resolve(content, at: "group")
    }
}
