import ConvergenceTree

/// A view that tells its surroundings something before its content resolves: a destination to its navigation
/// stack, a title or toolbar items to its screen's bar, a presentation to its screen.
struct DeclaringView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let declare: @MainActor (ResolveContext) -> Void

    func resolveNodes(in context: ResolveContext) -> [Node] {
        declare(context)
        return context.resolve(content, at: "declaring")
    }
}

extension View {
    /// This view, telling its surroundings something as it resolves.
    func declaring(_ declare: @escaping @MainActor (ResolveContext) -> Void) -> DeclaringView<Self> {
        DeclaringView(content: self, declare: declare)
    }
}
