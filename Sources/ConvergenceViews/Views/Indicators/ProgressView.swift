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

    /// An indeterminate progress view (a spinner) with a label.
    ///
    /// - Parameter label: The label drawn with the spinner.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
    }

    /// A progress view with a label, showing how much of the work is done.
    ///
    /// - Parameters:
    ///   - value: The work done; `nil` for an indeterminate spinner.
    ///   - total: The work to do in all; 1 unless given. The bar fills `value` divided by `total`, or nothing when
    ///     `total` is not above zero.
    ///   - label: The label drawn with the bar.
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
    /// An indeterminate progress view (a spinner) with no label.
    public init() {
        self.init { EmptyView() }
    }

    /// A progress view with no label, showing how much of the work is done.
    ///
    /// - Parameters:
    ///   - value: The work done; `nil` for an indeterminate spinner.
    ///   - total: The work to do in all; 1 unless given. The bar fills `value` divided by `total`, or nothing when
    ///     `total` is not above zero.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    /// An indeterminate progress view (a spinner) with a text label.
    ///
    /// - Parameter title: The label's text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init { Text(title) }
    }

    /// A progress view with a text label, showing how much of the work is done.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - value: The work done; `nil` for an indeterminate spinner.
    ///   - total: The work to do in all; 1 unless given. The bar fills `value` divided by `total`, or nothing when
    ///     `total` is not above zero.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}
