import ConvergenceTree

/// A style's body as the environment keeps it: resolves one configuration into nodes.
typealias StyleResolver<Configuration> = @MainActor (Configuration, ResolveContext) -> [Node]

extension ResolveContext {
    /// Resolves a style's `makeBody(configuration:)` at its own path, with the style's dynamic properties prepared.
    func resolveStyle<Style, Body: View>(_ style: Style, makeBody: (Style) -> Body) -> [Node] {
        var inner = self
        let name = TypeNames.of(Style.self)
        inner.path = ViewPath.bounded(path + "/" + name)
        inner.belong(to: name)
        if let refusal = inner.install(style, named: name) { return [refusal] }
        return RenderScope.$current.withValue(inner.scope) { inner.resolve(makeBody(style)) }
    }

    /// Content a style places (a button's label): resolved wherever the style puts it, but belonging to the view
    /// that declared it, whose tasks and actions keep its name and scope.
    func styleContent<Content: View>(_ content: Content, at component: String) -> StyleContentResolver {
        let owner = self.owner
        return StyleContentResolver { inner in
            var callers = inner
            callers.owner = owner
            return RenderScope.$current.withValue(owner.scope) { callers.resolve(content, at: component) }
        }
    }
}

/// Resolves a piece of content that a style configuration carries.
struct StyleContentResolver: Sendable {
    let resolve: @MainActor (ResolveContext) -> [Node]

    static let empty = StyleContentResolver { _ in [] }
}
