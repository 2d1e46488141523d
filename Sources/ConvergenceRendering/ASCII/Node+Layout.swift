import ConvergenceTree

extension Node {
    var isSpacer: Bool {
        if case .spacer = self { return true }
        return false
    }

    /// The rows a spacer keeps in a vertical stack.
    var spacerRows: Int {
        if case .spacer(let spacer) = self { return spacer.minRows ?? 0 }
        return 0
    }
}
