import ConvergenceTree

/// Items for a bar, built with `@ToolbarContentBuilder`: `ToolbarItem`, `ToolbarItemGroup`, `ToolbarSpacer`, or
/// your own type whose `body` builds them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) { Button("Save") { … } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor var body: Body { get }
}

/// Toolbar content that places its own items instead of having a body.
@MainActor
protocol PrimitiveToolbarContent {
    func placeItems(in context: ResolveContext, on screen: NavigationScreen)
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is built in; its body is never evaluated") }
}

extension ResolveContext {
    /// Places a toolbar's items on a screen: built-in items directly, others through their body.
    func placeToolbar<Content: ToolbarContent>(_ content: Content, on screen: NavigationScreen, at component: String) {
        var inner = self
        inner.path = ViewPath.bounded(path + "/" + component)
        if let primitive = content as? any PrimitiveToolbarContent {
            primitive.placeItems(in: inner, on: screen)
            return
        }
        if inner.install(content, named: String(describing: Content.self)) != nil { return }
        inner.placeToolbar(content.body, on: screen, at: "body")
    }
}

/// Builds toolbar content from several items, `if` and `switch`.
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
    /// Passes one toolbar item through as written.
    ///
    /// - Parameter content: The item.
    /// - Returns: The same item.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// A block of one toolbar item.
    ///
    /// - Parameter content: The item.
    /// - Returns: The same item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// A block of several toolbar items, kept in the order written.
    ///
    /// - Parameter content: The items.
    /// - Returns: The items as one piece of toolbar content.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<repeat each Content>
    {
        TupleToolbarContent(repeat each content)
    }

    /// An `if` without an `else`.
    ///
    /// - Parameter content: The item when the condition holds, `nil` otherwise.
    /// - Returns: The item, or `nil` for none.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// An `if` without an `else`, as older compilers build it.
    ///
    /// - Parameter content: The item when the condition holds, `nil` otherwise.
    /// - Returns: The item, or `nil` for none.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter first: The branch's items.
    /// - Returns: Content that places the first branch's items.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First)
        -> ConditionalToolbarContent<First, Second>
    {
        ConditionalToolbarContent(storage: .first(first))
    }

    /// The second branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter second: The branch's items.
    /// - Returns: Content that places the second branch's items.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second)
        -> ConditionalToolbarContent<First, Second>
    {
        ConditionalToolbarContent(storage: .second(second))
    }

    /// Items under an `if #available` check.
    ///
    /// - Parameter content: The items.
    /// - Returns: The same items.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// Several toolbar items from one builder block.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    func placeItems(in context: ResolveContext, on screen: NavigationScreen) {
        var index = 0
        for item in repeat each content {
            context.placeToolbar(item, on: screen, at: String(index))
            index += 1
        }
    }
}

/// One of two toolbar contents, chosen by `if`/`else` or `switch`.
public struct ConditionalToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent,
    PrimitiveToolbarContent
{
    public typealias Body = Never
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    func placeItems(in context: ResolveContext, on screen: NavigationScreen) {
        switch storage {
        case .first(let content): context.placeToolbar(content, on: screen, at: "then")
        case .second(let content): context.placeToolbar(content, on: screen, at: "else")
        }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func placeItems(in context: ResolveContext, on screen: NavigationScreen) {
        if case .some(let content) = self { context.placeToolbar(content, on: screen, at: "some") }
    }
}
