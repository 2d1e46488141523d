import ConvergenceTree

/// A value chosen from a range by dragging, as SwiftUI's `Slider`; a `.slide(_:to:)` step sets it.
///
/// Drawn as its label and a ten-cell track with the thumb at the value (`Volume [======o----]`); HTML draws an
/// `<input type="range">`.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimum: ValueLabel?,
        maximum: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        self.onEditingChanged = onEditingChanged
    }

    /// A slider with a label and labels for its two ends.
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - label: The slider's label, drawn before the track.
    ///   - minimumValueLabel: Drawn at the track's low end.
    ///   - maximumValueLabel: Drawn at the track's high end.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label and labels for its two ends.
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - step: The distance between allowed values; a step's value is rounded to the nearest one.
    ///   - label: The slider's label, drawn before the track.
    ///   - minimumValueLabel: Drawn at the track's low end.
    ///   - maximumValueLabel: Drawn at the track's high end.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider with labels for its two ends (the older argument order).
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    ///   - minimumValueLabel: Drawn at the track's low end.
    ///   - maximumValueLabel: Drawn at the track's high end.
    ///   - label: The slider's label, drawn before the track.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimum: minimumValueLabel,
            maximum: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with labels for its two ends (the older argument order).
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - step: The distance between allowed values; a step's value is rounded to the nearest one.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    ///   - minimumValueLabel: Drawn at the track's low end.
    ///   - maximumValueLabel: Drawn at the track's high end.
    ///   - label: The slider's label, drawn before the track.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimum: minimumValueLabel,
            maximum: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let isEnabled = context.environment.isEnabled
        let box = MainActorBox((value, bounds, step, onEditingChanged))
        let scope = context.scope
        let set = NodeInput<Double> { newValue in
            RenderScope.$current.withValue(scope) {
                let (binding, bounds, step, onEditingChanged) = box.value
                var clamped = min(max(newValue, bounds.lowerBound), bounds.upperBound)
                if let step, step > 0 {
                    clamped = bounds.lowerBound + ((clamped - bounds.lowerBound) / step).rounded() * step
                    clamped = min(clamped, bounds.upperBound)
                }
                onEditingChanged(true)
                binding.wrappedValue = clamped
                onEditingChanged(false)
            }
        }
        let control = ValueControlNode(
            kind: .slider, label: context.resolveSingle(label, at: "Slider"), value: value.wrappedValue,
            bounds: bounds, step: step, valueText: String(value.wrappedValue), isDisabled: !isEnabled,
            set: isEnabled ? set : .none)
        guard let minimumValueLabel, let maximumValueLabel else { return [.valueControl(control)] }
        let ends = [
            context.resolveSingle(minimumValueLabel, at: "minimum"), .valueControl(control),
            context.resolveSingle(maximumValueLabel, at: "maximum"),
        ]
        return [.stack(StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: ends))]
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - label: The slider's label, drawn before the track.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimum: nil, maximum: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label.
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - step: The distance between allowed values; a step's value is rounded to the nearest one.
    ///   - label: The slider's label, drawn before the track.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimum: nil, maximum: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider with a label (the older argument order).
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    ///   - label: The slider's label, drawn before the track.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimum: nil, maximum: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label (the older argument order).
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - step: The distance between allowed values; a step's value is rounded to the nearest one.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    ///   - label: The slider's label, drawn before the track.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimum: nil, maximum: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider without a label.
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimum: nil, maximum: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A stepped slider without a label.
    ///
    /// - Parameters:
    ///   - value: The value; a `.slide` step sets it, kept within `bounds` (and on a multiple of `step`, if any).
    ///   - bounds: The values the slider spans; `0...1` when not given.
    ///   - step: The distance between allowed values; a step's value is rounded to the nearest one.
    ///   - onEditingChanged: Called with `true` before a step changes the value and with `false` after.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimum: nil, maximum: nil,
            onEditingChanged: onEditingChanged)
    }
}
