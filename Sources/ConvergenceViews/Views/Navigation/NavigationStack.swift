import ConvergenceTree

/// A stack of screens; text renders show its root and the title the root asked for.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var inner = context
        let sink = NavigationTitleSink()
        inner.titleSink = sink
        let content = inner.resolveSingle(root, at: "NavigationStack")
        return [.navigation(NavigationNode(title: sink.title, content: content))]
    }
}
