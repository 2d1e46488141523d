/// A control that sets a value from a range rather than text: a `Slider`, a `DatePicker` or a `ColorPicker`.
///
/// ASCII draws the label, then the value in a box (`[=====o----]` for a slider, `[Jan 1, 2026]` for a date); HTML
/// draws an `<input>` of the matching type.
package struct ValueControlNode: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
        case slider, date, color
    }

    package var kind: Kind
    package var label: Node
    /// The value: a slider's number, a date's seconds since 1970; unused for colours.
    package var value: Double
    /// The allowed values, if bounded.
    package var bounds: ClosedRange<Double>?
    /// The distance between allowed values, if stepped.
    package var step: Double?
    /// The value as shown: a formatted date, a colour's name.
    package var valueText: String
    package var isDisabled: Bool
    /// Sets a new value (clamped and stepped by the view).
    package var set: NodeInput<Double>

    package init(
        kind: Kind, label: Node, value: Double, bounds: ClosedRange<Double>? = nil, step: Double? = nil,
        valueText: String, isDisabled: Bool = false, set: NodeInput<Double>
    ) {
        self.kind = kind
        self.label = label
        self.value = value
        self.bounds = bounds
        self.step = step
        self.valueText = valueText
        self.isDisabled = isDisabled
        self.set = set
    }

    /// Where the value sits in its bounds, from 0 to 1; 0 when unbounded.
    package var fraction: Double {
        guard let bounds, bounds.upperBound > bounds.lowerBound, value.isFinite else { return 0 }
        return min(1, max(0, (value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound)))
    }
}
