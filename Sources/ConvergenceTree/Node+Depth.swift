extension Node {
    /// Whether no path from this node down is longer than `limit` nodes, found without recursion (a walk with its own
    /// stack) and stopping as soon as one is.
    package func isShallow(limit: Int) -> Bool {
        var pending: [(node: Node, depth: Int)] = [(self, 1)]
        while let (node, depth) = pending.popLast() {
            guard depth <= limit else { return false }
            for child in node.children { pending.append((child, depth + 1)) }
        }
        return true
    }

    /// Whether two trees are equal, at any depth: `==` recurses once per level (several frames each), so trees deeper
    /// than ``recursionLimit`` are compared on a fresh stack of this thread (see ``StackGuard``).
    package static func sameTree(_ one: Node, _ other: Node) -> Bool {
        // `==` stops at the first difference, so it never goes deeper than the shallower tree along any path.
        guard !one.isShallow(limit: recursionLimit) else { return one == other }
        return StackGuard.continuingOnNewStack { one == other } ?? (one == other)
    }

    /// The depth up to which a recursive pass over a tree without stack checks of its own runs where it is called.
    package static let recursionLimit = 256
}
