/// A value within a range, as a bar: the label (and the current value's label) over the bar, with the bounds'
/// labels at its ends.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// }
/// ```
///
/// ```text
/// Battery                        80%
/// [=======================---------]
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// A gauge with a label, a current value label and labels at both ends of the bar.
    ///
    /// - Parameters:
    ///   - value: The value to show; kept within `bounds`.
    ///   - bounds: The range the bar spans; 0 to 1 unless given.
    ///   - label: What the gauge measures, on the left of the line above the bar.
    ///   - currentValueLabel: The current value, on the right of the line above the bar.
    ///   - minimumValueLabel: The lower bound's label, left of the bar.
    ///   - maximumValueLabel: The upper bound's label, right of the bar.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let offset = Double(value - bounds.lowerBound)
        fraction = span > 0 && offset.isFinite ? min(1, max(0, offset / span)) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                label
                Spacer(minLength: 1)
                currentValueLabel
            }
            HStack {
                minimumValueLabel
                ProgressView(value: fraction)
                maximumValueLabel
            }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label only.
    ///
    /// - Parameters:
    ///   - value: The value to show; kept within `bounds`.
    ///   - bounds: The range the bar spans; 0 to 1 unless given.
    ///   - label: What the gauge measures, on the line above the bar.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current value label.
    ///
    /// - Parameters:
    ///   - value: The value to show; kept within `bounds`.
    ///   - bounds: The range the bar spans; 0 to 1 unless given.
    ///   - label: What the gauge measures, on the left of the line above the bar.
    ///   - currentValueLabel: The current value, on the right of the line above the bar.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// How a gauge looks; accepted, every style draws the same bar in text.
@MainActor @preconcurrency
public protocol GaugeStyle {}

/// A built-in gauge style, by name.
public struct BuiltInGaugeStyle: GaugeStyle {
    let name: String
}

extension GaugeStyle where Self == BuiltInGaugeStyle {
    public static var automatic: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "automatic") }
    public static var linearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "linear-capacity") }
    public static var accessoryLinear: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "accessory-linear") }
    public static var accessoryLinearCapacity: BuiltInGaugeStyle {
        BuiltInGaugeStyle(name: "accessory-linear-capacity")
    }
    public static var accessoryCircular: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "accessory-circular") }
    public static var accessoryCircularCapacity: BuiltInGaugeStyle {
        BuiltInGaugeStyle(name: "accessory-circular-capacity")
    }
}

extension View {
    /// Accepted: every gauge style draws the same bar in text.
    ///
    /// - Parameter style: The style; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> Self { self }
}
