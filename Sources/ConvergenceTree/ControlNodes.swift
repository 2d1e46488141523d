/// A `Button`: a label and what tapping it does.
package struct ButtonNode: Sendable, Equatable {
    package enum Role: String, Sendable, Equatable {
        case destructive, cancel
    }

    package var label: Node
    package var role: Role?
    package var isDisabled: Bool
    package var action: NodeAction

    package init(label: Node, role: Role? = nil, isDisabled: Bool = false, action: NodeAction) {
        self.label = label
        self.role = role
        self.isDisabled = isDisabled
        self.action = action
    }
}

/// A `ProgressView`: `fraction` is `nil` while indeterminate, else within `0...1`.
package struct ProgressNode: Sendable, Equatable {
    package var label: Node?
    package var fraction: Double?

    package init(label: Node? = nil, fraction: Double? = nil) {
        self.label = label
        self.fraction = fraction.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
    }
}

/// A `ContentUnavailableView`: symbol, title, description and actions, centred.
package struct UnavailableNode: Sendable, Equatable {
    package var systemImage: String?
    package var title: Node
    package var description: Node?
    package var actions: Node?

    package init(systemImage: String? = nil, title: Node, description: Node? = nil, actions: Node? = nil) {
        self.systemImage = systemImage
        self.title = title
        self.description = description
        self.actions = actions
    }
}

/// A `TextField` (or `SecureField`): its title, current text and where typing goes.
package struct TextFieldNode: Sendable, Equatable {
    package var title: String
    package var prompt: String?
    package var text: String
    package var isSecure: Bool
    package var isDisabled: Bool
    package var edit: NodeInput<String>
    /// What pressing return runs (the `.onSubmit` actions around the field); `.none` when nothing listens.
    package var submit: NodeAction
    /// For a field editing a formatted value while it holds typed text not yet committed: what focus leaving the
    /// field does (parse the text into the value, or go back to the value). `nil` otherwise.
    package var endEditing: NodeAction?

    package init(
        title: String,
        prompt: String? = nil,
        text: String,
        isSecure: Bool = false,
        isDisabled: Bool = false,
        edit: NodeInput<String>,
        submit: NodeAction = .none,
        endEditing: NodeAction? = nil
    ) {
        self.title = title
        self.prompt = prompt
        self.text = text
        self.isSecure = isSecure
        self.isDisabled = isDisabled
        self.edit = edit
        self.submit = submit
        self.endEditing = endEditing
    }
}

/// A `Toggle`.
package struct ToggleNode: Sendable, Equatable {
    package var label: Node
    package var isOn: Bool
    package var isDisabled: Bool
    /// Whether `.labelsHidden()` hides the label on screen; it still names the toggle.
    package var isLabelHidden: Bool
    package var set: NodeInput<Bool>

    package init(
        label: Node, isOn: Bool, isDisabled: Bool = false, isLabelHidden: Bool = false, set: NodeInput<Bool>
    ) {
        self.label = label
        self.isOn = isOn
        self.isDisabled = isDisabled
        self.isLabelHidden = isLabelHidden
        self.set = set
    }
}

/// A `Picker`: its options in order, which one is chosen, and how to choose another.
package struct PickerNode: Sendable, Equatable {
    package enum Style: String, Sendable, Equatable {
        case automatic, menu, segmented, inline, wheel, navigationLink
    }

    package var label: Node
    package var options: [PickerOption]
    /// The index of the chosen option in ``options``, if any option's tag matches the selection.
    package var selectedIndex: Int?
    package var style: Style
    package var isDisabled: Bool
    /// Whether `.labelsHidden()` hides the label on screen; it still names the picker.
    package var isLabelHidden: Bool
    /// Chooses the option at an index.
    package var select: NodeInput<Int>

    package init(
        label: Node,
        options: [PickerOption],
        selectedIndex: Int?,
        style: Style = .automatic,
        isDisabled: Bool = false,
        isLabelHidden: Bool = false,
        select: NodeInput<Int>
    ) {
        self.label = label
        self.options = options
        self.selectedIndex = selectedIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        self.style = style
        self.isDisabled = isDisabled
        self.isLabelHidden = isLabelHidden
        self.select = select
    }
}

/// One option of a picker: what it shows and its plain-text title.
package struct PickerOption: Sendable, Equatable {
    package var label: Node
    package var title: String

    package init(label: Node, title: String) {
        self.label = label
        self.title = title
    }
}

/// A `.tag` value on a picker option.
///
/// Tags are user `Hashable` values (enum cases, strings, ids), compared as `AnyHashable`. They are only read on the
/// main actor while a picker resolves its options, which is why carrying one is safe.
package struct Tag: @unchecked Sendable, Equatable {
    package let value: AnyHashable

    package init(_ value: AnyHashable) {
        self.value = value
    }
}

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
    /// Whether `.labelsHidden()` hides the label on screen; it still names the control.
    package var isLabelHidden: Bool
    /// Sets a new value (clamped and stepped by the view).
    package var set: NodeInput<Double>

    package init(
        kind: Kind, label: Node, value: Double, bounds: ClosedRange<Double>? = nil, step: Double? = nil,
        valueText: String, isDisabled: Bool = false, isLabelHidden: Bool = false, set: NodeInput<Double>
    ) {
        self.isLabelHidden = isLabelHidden
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
