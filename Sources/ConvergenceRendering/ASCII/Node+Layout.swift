import ConvergenceTree

extension Node {
    var isSpacer: Bool {
        if case .spacer = self { return true }
        return false
    }

    /// Whether the node is a divider; a pattern match, cheaper than comparing with `.divider` for equality.
    var isDivider: Bool {
        if case .divider = self { return true }
        return false
    }

    /// The priority `.layoutPriority` gave the node, 0 for none.
    var layoutPriority: Double {
        if case .prioritized(let priority, _) = self { return priority }
        return 0
    }

    /// The rows a spacer keeps in a vertical stack.
    var spacerRows: Int {
        if case .spacer(let spacer) = self { return spacer.minRows ?? 0 }
        return 0
    }
}
