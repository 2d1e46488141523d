import ConvergenceTree

/// Turns a view into the render tree, on the main actor.
package enum ViewResolver {
    /// Resolves a view and everything inside it; several top-level views become one vertical stack.
    ///
    /// - Parameters:
    ///   - view: The view to resolve.
    ///   - environment: The environment the view sees at its root.
    ///   - graph: `@State` storage to reuse across resolutions of the same screen; a fresh one by default.
    @MainActor
    package static func resolve<Content: View>(
        _ view: Content,
        environment: EnvironmentValues = EnvironmentValues(),
        graph: StateGraph = StateGraph()
    ) -> Node {
        resolveReportingProblems(view, environment: environment, graph: graph).node
    }

    /// Resolves a view as ``resolve(_:environment:graph:)`` does, and says which views could not be shown and why
    /// (a required `@Environment` object nobody placed): those appear in the tree as a message in their place.
    @MainActor
    package static func resolveReportingProblems<Content: View>(
        _ view: Content,
        environment: EnvironmentValues = EnvironmentValues(),
        graph: StateGraph = StateGraph()
    ) -> (node: Node, problems: [String]) {
        var context = ResolveContext(environment: environment, graph: graph)
        graph.beginPass()
        defer { graph.endPass() }
        let node = RenderScope.$current.withValue(context.scope) {
            context.provideScreenDefaults()
            let content = Node.combining(context.resolve(view))
            context.presentScreenRequests()
            return context.presentations.layered(over: content)
        }
        return (node, context.problems.messages)
    }
}
