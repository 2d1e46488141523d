import ConvergenceTree
import Foundation

extension View {
    /// Runs an action when the view leaves the screen: a condition that showed it turns false, its screen is popped
    /// or its tab is left. Scenarios run it in the step that removed the view, so that step's frame shows its effect.
    ///
    /// ```swift
    /// if isEditing { EditorView().onDisappear { save() } }
    /// ```
    ///
    /// - Parameter action: Runs on the main actor when the view leaves; `nil` (the default) does nothing.
    /// - Returns: The view, with the action attached.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        DisappearView(content: self, action: action)
    }

    /// Accepted: scenarios open no URLs.
    ///
    /// - Parameter action: The URL handler; never called.
    /// - Returns: The view unchanged.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
}

/// A view whose disappearance runs an action, tracked like a `.task` by its place in the tree.
struct DisappearView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: (@MainActor () -> Void)?

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content, at: "onDisappear")
        guard let action else { return nodes }
        let box = MainActorBox(action)
        let scope = context.scope
        let effect = TaskEffect(
            origin: context.origin, identity: context.path + "/onDisappear", work: {},
            onDisappear: { RenderScope.$current.withValue(scope) { box.value() } })
        return context.attaching(effect, to: nodes)
    }
}

extension ResolveContext {
    /// `nodes` with `effect` (a `.task`, an `.onDisappear`) attached to the first of them, or standing alone when
    /// there are none; the render counts it, so that a scenario whose tree holds no effect need not look for one.
    func attaching(_ effect: TaskEffect, to nodes: [Node]) -> [Node] {
        graph.noteEffectMade()
        guard let first = nodes.first else { return [.task(effect, .empty)] }
        return [.task(effect, first)] + nodes.dropFirst()
    }
}
