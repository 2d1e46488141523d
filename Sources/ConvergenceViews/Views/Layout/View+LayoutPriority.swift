import ConvergenceTree

extension View {
    /// Which children of a horizontal stack get their width first: a higher priority takes what it needs before
    /// the others share the rest (each keeps at least its narrowest width), as in SwiftUI. The default is 0.
    ///
    /// ```swift
    /// HStack {
    ///     Text("A long title that should stay whole").layoutPriority(1)
    ///     Text("A subtitle that may wrap")
    /// }
    /// ```
    ///
    /// - Parameter value: The priority; higher values get their width first.
    /// - Returns: This view, marked with the priority.
    public func layoutPriority(_ value: Double) -> ModifiedView<Self> {
        modified(.wrap { .prioritized(value, $0) })
    }
}
