import ConvergenceTree

extension View {
    /// Work a pull-to-refresh starts: the refresh step runs it, and the frame after shows its result (waiting on the
    /// scenario clock as a `.task` does).
    ///
    /// The action runs on the main actor, so it may use the view's models (SwiftUI asks for a `@Sendable` one).
    ///
    /// - Parameter action: The work to run when the content is refreshed; the frame after the refresh shows what it
    ///   changed.
    /// - Returns: The view, which a refresh step can reload; it draws as before.
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        RefreshableView(content: self, action: action)
    }
}

/// Content a refresh step can reload.
struct RefreshableView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: @MainActor () async -> Void

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let work = action
        let node = Node.combining(context.resolve(content, at: "refreshable"))
        return [
            .refreshable(
                RefreshableNode(
                    action: NodeAction(wrappingAsync: { await work() }, scope: context.scope), content: node))
        ]
    }
}
