import Convergence

/// The ASCII render of a view without its final newline, to compare with a raw multi-line literal.
@MainActor
func ascii<Content: View>(_ view: Content, width: Int = 40, style: ASCIIStyle = .ascii) -> String {
    let text = view.render(.ascii(width: width, style: style))
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
}

/// The ASCII render of an already resolved tree, without its final newline.
func ascii(_ node: Node, width: Int = 40) -> String {
    let text = NodeRenderer.render(node, as: .ascii(width: width))
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
}

/// Runs a control's action as an interaction step would: sync actions directly, async ones to completion.
@MainActor
func perform(_ action: NodeAction) async {
    switch action.body {
    case .sync(let run): run()
    case .async(let run): await run()
    }
}

/// A reference the closures under test can write into.
@MainActor
final class Recorder<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

extension Node {
    /// This node and every node inside it, depth first, in document order.
    var allNodes: [Node] {
        [self] + children.flatMap(\.allNodes)
    }

    var buttons: [ButtonNode] { allNodes.compactMap { if case .button(let node) = $0 { node } else { nil } } }
    var texts: [TextNode] { allNodes.compactMap { if case .text(let node) = $0 { node } else { nil } } }
    var textFields: [TextFieldNode] { allNodes.compactMap { if case .textField(let node) = $0 { node } else { nil } } }
    var toggles: [ToggleNode] { allNodes.compactMap { if case .toggle(let node) = $0 { node } else { nil } } }
    var pickers: [PickerNode] { allNodes.compactMap { if case .picker(let node) = $0 { node } else { nil } } }
    var taskEffects: [TaskEffect] { allNodes.compactMap { if case .task(let effect, _) = $0 { effect } else { nil } } }
    var stacks: [StackNode] { allNodes.compactMap { if case .stack(let node) = $0 { node } else { nil } } }

    /// The first button whose label reads `title`.
    func button(_ title: String) -> ButtonNode? {
        buttons.first { Node.button($0).plainText == title }
    }
}
