import ConvergenceTree

/// Progress: indeterminate (a spinner) or a fraction done.
///
/// ```swift
/// ProgressView("Loading…")
/// ProgressView("Downloading", value: 3, total: 4)
/// ```
public struct ProgressView<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let fraction: Double?

    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = value.map { Self.fraction($0, of: total) }
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, of total: V) -> Double {
        guard total > 0 else { return 0 }
        return Double(value) / Double(total)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        if let style = context.environment.progressViewStyle {
            var inner = context
            inner.environment.progressViewStyle = nil
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: .init(content: context.styleContent(label, at: "ProgressView")))
            return style(configuration, inner)
        }
        let labelNodes = context.resolve(label, at: "ProgressView")
        let labelNode = labelNodes.isEmpty ? nil : Node.combining(labelNodes)
        return [.progress(ProgressNode(label: labelNode, fraction: fraction))]
    }
}

extension ProgressView where Label == EmptyView {
    public init() {
        self.init { EmptyView() }
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}
