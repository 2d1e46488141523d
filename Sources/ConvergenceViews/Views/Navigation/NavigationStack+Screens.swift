import ConvergenceTree

/// The screens of a stack after one resolution.
@MainActor
struct ResolvedStack {
    /// The root screen's node (with no back control).
    let root: NavigationNode
    /// The pushed screens' nodes in order, each with a back control naming the screen under it.
    let pushed: [NavigationNode]

    /// The screen shown: the last pushed, or the root.
    var top: NavigationNode { pushed.last ?? root }
}

extension ResolveContext {
    /// Resolves a stack's root and every screen pushed above it — the hidden ones too, so their `@State` lives on —
    /// and passes on the presentations of the screen shown. Hidden screens' nodes are dropped, so their `.task`s
    /// stop as SwiftUI stops a view that disappears, and restart when it comes back.
    func resolveStackScreens<Root: View>(
        root: Root, controller: NavigationController, at component: String
    ) -> ResolvedStack {
        let rootScreen = NavigationScreen(depth: 0, stack: controller)
        let (rootContent, rootSink) = resolveOnScreen(rootScreen, at: component) { $0.resolveSingle(root, at: "root") }
        var screens: [(screen: NavigationScreen, content: Node, sink: PresentationSink, pop: @MainActor () -> Void)] =
            []
        for (index, entry) in controller.entries.enumerated() {
            let depth = index + 1
            let view: AnyView
            let identity: String
            switch entry {
            case .value(let value):
                view = controller.destination(for: value)
                identity = String(describing: value.base)
            case .view(let key, let pushed):
                view = pushed
                identity = key
            }
            let screen = NavigationScreen(depth: depth, stack: controller)
            let pop: @MainActor () -> Void = { controller.pop(to: depth - 1) }
            let (content, sink) = resolveOnScreen(screen, at: component + "/screen[\(depth)]:\(identity)", dismiss: pop)
            {
                $0.resolveSingle(view, at: "destination")
            }
            screens.append((screen, content, sink, pop))
        }
        // Destinations shown by bindings, over the pushed screens; more may appear while these resolve.
        var bound = 0
        while bound < controller.boundScreens.count {
            let (key, view, pop) = controller.boundScreens[bound]
            let screen = NavigationScreen(depth: controller.entries.count + bound + 1, stack: controller)
            let (content, sink) = resolveOnScreen(screen, at: component + "/bound:\(key)", dismiss: pop) {
                $0.resolveSingle(view, at: "destination")
            }
            screens.append((screen, content, sink, pop))
            bound += 1
        }
        var titles = [rootScreen.title]
        var pushed: [NavigationNode] = []
        for item in screens {
            let back = backButton(returningTo: titles.last ?? nil, pop: item.pop)
            pushed.append(item.screen.node(content: item.content, backButton: back))
            titles.append(item.screen.title)
        }
        // Only the screen shown presents: a sheet asked for by a hidden screen waits until it shows again.
        for layer in (screens.last?.sink ?? rootSink).layers {
            presentations.present(layer.kind, content: layer.content, dismiss: layer.dismiss)
        }
        return ResolvedStack(root: rootScreen.node(content: rootContent, backButton: nil), pushed: pushed)
    }

    /// Resolves content on a navigation screen, with its own presentations; `dismiss` pops it when given.
    func resolveOnScreen(
        _ screen: NavigationScreen,
        at component: String,
        dismiss: (@MainActor () -> Void)? = nil,
        _ body: (ResolveContext) -> Node
    ) -> (Node, PresentationSink) {
        var inner = newScreenRoot(at: component)
        inner.screen = screen
        if let dismiss {
            inner.environment.dismiss = DismissAction(scope: scope, dismiss)
            inner.environment.isPresented = true
        }
        return (body(inner), inner.presentations)
    }

    /// `[ < Title ]`: pops to the screen below, named by its title (or "Back"); found by the back step and by
    /// its identifier `navigation.back`.
    private func backButton(returningTo title: String?, pop: @escaping @MainActor () -> Void) -> Node {
        let label = Node.label(
            LabelNode(
                title: .text(TextNode(title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back")),
                icon: .image(ImageNode(systemName: "chevron.left", flipsForRightToLeft: true))))
        let button = ButtonNode(label: label, action: action(pop))
        return .accessibility(AccessibilityNode(identifier: NavigationNode.backIdentifier, content: .button(button)))
    }
}
