import ConvergenceTree
import Foundation

/// Gives its content a ``ScrollViewProxy``; snapshots show all content, so scrolling changes nothing.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content

    /// Creates a view that hands its content a proxy for scrolling.
    ///
    /// - Parameter content: Builds the content from a ``ScrollViewProxy``; called once.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        context.resolve(content(ScrollViewProxy()), at: "ScrollViewReader")
    }
}

/// Scrolls a `ScrollView` to a view's id: accepted, since snapshots have no viewport.
public struct ScrollViewProxy: Sendable {
    /// Scrolls to a view; does nothing, since snapshots show all content.
    ///
    /// - Parameters:
    ///   - id: The id of the view to scroll to.
    ///   - anchor: Which point of the view to scroll to.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
