import ConvergenceRuntime
import ConvergenceSupport

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
        one.withRoomToRecurse { one == other }
    }

    /// Runs a recursive pass over this tree (one without stack checks of its own) here when the tree is shallow, else
    /// on a fresh stack of this thread, so that no tree is too deep for it.
    package func withRoomToRecurse<Result>(_ pass: () -> Result) -> Result {
        guard !isShallow(limit: Self.recursionLimit) else { return pass() }
        return StackGuard.continuingOnNewStack(pass) ?? pass()
    }

    /// The depth up to which a recursive pass over a tree without stack checks of its own runs where it is called.
    package static let recursionLimit = 256
}
