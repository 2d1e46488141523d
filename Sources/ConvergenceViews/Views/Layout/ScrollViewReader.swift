import ConvergenceTree
import Foundation

/// Gives its content a ``ScrollViewProxy``; snapshots show all content, so scrolling changes nothing.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        context.resolve(content(ScrollViewProxy()), at: "ScrollViewReader")
    }
}

/// Scrolls a `ScrollView` to a view's id: accepted, since snapshots have no viewport.
public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
