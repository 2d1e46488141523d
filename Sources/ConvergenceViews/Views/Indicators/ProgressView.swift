import ConvergenceTree
import Foundation

/// Progress: indeterminate (a spinner) or a fraction done.
///
/// ```swift
/// ProgressView("Loading…")
/// ProgressView("Downloading", value: 3, total: 4)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let progress: Progress

    /// How much a progress view shows done.
    enum Progress {
        /// A fixed fraction from 0 to 1, or `nil` for a spinner.
        case fraction(Double?)
        /// The part of a time span that has passed (or is left, counting down) at the render's time.
        case timer(ClosedRange<Date>, countsDown: Bool)
    }

    init(label: Label, currentValueLabel: CurrentValueLabel?, progress: Progress) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.progress = progress
    }

    /// A progress view with a label and a current-value label, showing how much of the work is done.
    ///
    /// - Parameters:
    ///   - value: The work done; `nil` for an indeterminate spinner.
    ///   - total: The work to do in all; 1 unless given. The bar fills `value` divided by `total`, or nothing when
    ///     `total` is not above zero.
    ///   - label: The label drawn above the bar.
    ///   - currentValueLabel: The label drawn under the bar, such as `Text("3 of 4")`.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            label: label(), currentValueLabel: currentValueLabel(),
            progress: .fraction(value.map { Self.fraction($0, of: total) }))
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, of total: V) -> Double {
        guard total > 0 else { return 0 }
        return Double(value) / Double(total)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let fraction: Double?
        switch progress {
        case .fraction(let value):
            fraction = value
            if let style = context.environment.progressViewStyle {
                return styled(fraction: value, with: style, in: context)
            }
        case .timer(let interval, let countsDown):
            // As in SwiftUI, a progress view over a time span ignores custom styles.
            fraction = Self.fraction(
                of: interval, countsDown: countsDown, at: TextFormatContext(context.environment).now)
        }
        let labelNodes = context.resolve(label, at: "ProgressView")
        let labelNode = labelNodes.isEmpty ? nil : Node.combining(labelNodes)
        let bar = Node.progress(ProgressNode(label: labelNode, fraction: fraction))
        let valueNodes = currentValueLabel.map { context.resolve($0, at: "ProgressView") } ?? []
        guard !valueNodes.isEmpty else { return [bar] }
        return [.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [bar] + valueNodes))]
    }

    private func styled(
        fraction: Double?, with style: StyleResolver<ProgressViewStyleConfiguration>, in context: ResolveContext
    ) -> [Node] {
        var inner = context
        inner.environment.progressViewStyle = nil
        var configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: .init(content: context.styleContent(label, at: "ProgressView")))
        configuration.currentValueLabel = currentValueLabel.map {
            .init(content: context.styleContent($0, at: "ProgressView"))
        }
        return style(configuration, inner)
    }

    /// The part of `interval` a bar fills at `now`: what has passed, or what is left when counting down.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let passed =
            length > 0
            ? min(1, max(0, now.timeIntervalSince(interval.lowerBound) / length))
            : (now >= interval.upperBound ? 1 : 0)
        return countsDown ? 1 - passed : passed
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner) with a label.
    ///
    /// - Parameter label: The label drawn with the spinner.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, progress: .fraction(nil))
    }

    /// A progress view with a label, showing how much of the work is done.
    ///
    /// - Parameters:
    ///   - value: The work done; `nil` for an indeterminate spinner.
    ///   - total: The work to do in all; 1 unless given. The bar fills `value` divided by `total`, or nothing when
    ///     `total` is not above zero.
    ///   - label: The label drawn with the bar.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(
            label: label(), currentValueLabel: nil, progress: .fraction(value.map { Self.fraction($0, of: total) }))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
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

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
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
