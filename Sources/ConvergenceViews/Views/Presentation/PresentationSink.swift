import ConvergenceTree

/// The presentations a screen's views asked for while it resolved, in the order met.
///
/// A screen root (the render's root, a sheet's content) layers them over itself: an alert attached to a row covers
/// the whole screen, as on a device.
@MainActor
final class PresentationSink {
    struct Layer {
        let kind: PresentationNode.Kind
        let content: Node
        /// What the dismiss step does (a swipe down), or nil when the layer refuses it.
        let dismiss: NodeAction?
    }

    private(set) var layers: [Layer] = []

    func present(_ kind: PresentationNode.Kind, content: Node, dismiss: NodeAction?) {
        layers.append(Layer(kind: kind, content: content, dismiss: dismiss))
    }

    /// The screen with every collected layer over it, the last on top.
    func layered(over base: Node) -> Node {
        layers.reduce(base) { screen, layer in
            .presentation(
                PresentationNode(kind: layer.kind, base: screen, content: layer.content, dismiss: layer.dismiss))
        }
    }
}

extension ResolveContext {
    /// A context for the root of a new screen (a presented layer): presentations inside it layer over it, and it is
    /// on no navigation screen of the view that presented it.
    func newScreenRoot(at component: String) -> ResolveContext {
        var inner = self
        inner.location = location.child(component)
        inner.presentations = PresentationSink()
        inner.screen = nil
        inner.rowEditing = nil
        return inner
    }

    /// Resolves a view as the root of its own screen, with its presentations layered over it.
    func resolveScreen<Content: View>(_ content: Content, at component: String) -> Node {
        let inner = newScreenRoot(at: component)
        let node = Node.combining(inner.resolve(content))
        return inner.presentations.layered(over: node)
    }
}
