/// A resolved view, open to inspection: what the renderers receive, read through a few questions a test asks.
///
/// The kinds of element inside it are the framework's own and grow with the vocabulary, so they are not public;
/// ask for its text, its accessibility identifiers and labels, or its parts instead, or render it.
///
/// ```swift
/// let tree = VStack { Text("Inbox"); Button("Retry") {}.accessibilityIdentifier("retry") }.resolvedNode()
/// tree.texts                     // ["Inbox", "Retry"]
/// tree.accessibilityIdentifiers  // ["retry"]
/// ```
public struct RenderTree: Sendable, Equatable {
    /// The plain tree the renderers read.
    package let node: Node

    /// Wraps a plain tree.
    package init(_ node: Node) {
        self.node = node
    }

    /// The words a person would read in the tree, joined by spaces.
    public var plainText: String {
        node.withRoomToRecurse { node.plainText }
    }

    /// The text of every `Text` in the tree, in reading order, empty ones included.
    public var texts: [String] {
        nodes.compactMap { if case .text(let text) = $0 { text.content } else { nil } }
    }

    /// Every `.accessibilityIdentifier` in the tree, in reading order.
    public var accessibilityIdentifiers: [String] {
        nodes.compactMap { if case .accessibility(let element) = $0 { element.identifier } else { nil } }
    }

    /// Every `.accessibilityLabel` in the tree, in reading order.
    public var accessibilityLabels: [String] {
        nodes.compactMap { if case .accessibility(let element) = $0 { element.label } else { nil } }
    }

    /// The parts directly inside the top of the tree, in reading order: a stack's children, a list's sections, a
    /// button's label, a modifier's content.
    public var children: [RenderTree] {
        node.children.map(RenderTree.init)
    }

    /// Whether two trees hold the same elements with the same contents; actions compare equal.
    ///
    /// - Parameters:
    ///   - lhs: One tree.
    ///   - rhs: The other tree.
    /// - Returns: `true` when the renderers would draw both alike and steps would find the same controls.
    public static func == (lhs: RenderTree, rhs: RenderTree) -> Bool {
        Node.sameTree(lhs.node, rhs.node)
    }

    /// The tree and every node inside it, depth first in reading order, walked without recursion.
    private var nodes: [Node] {
        var found: [Node] = []
        var pending = [node]
        while let next = pending.popLast() {
            found.append(next)
            pending.append(contentsOf: next.children.reversed())
        }
        return found
    }
}
