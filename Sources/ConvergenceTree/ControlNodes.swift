/// A `Button`: a label and what tapping it does.
public struct ButtonNode: Sendable, Equatable {
    public enum Role: String, Sendable, Equatable {
        case destructive, cancel
    }

    public var label: Node
    public var role: Role?
    public var isDisabled: Bool
    public var action: NodeAction

    public init(label: Node, role: Role? = nil, isDisabled: Bool = false, action: NodeAction) {
        self.label = label
        self.role = role
        self.isDisabled = isDisabled
        self.action = action
    }
}

/// A `Label`: icon and title side by side.
public struct LabelNode: Sendable, Equatable {
    public var title: Node
    public var icon: Node

    public init(title: Node, icon: Node) {
        self.title = title
        self.icon = icon
    }
}

/// A `ProgressView`: `fraction` is `nil` while indeterminate, else within `0...1`.
public struct ProgressNode: Sendable, Equatable {
    public var label: Node?
    public var fraction: Double?

    public init(label: Node? = nil, fraction: Double? = nil) {
        self.label = label
        self.fraction = fraction.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
    }
}

/// A `ContentUnavailableView`: symbol, title, description and actions, centred.
public struct UnavailableNode: Sendable, Equatable {
    public var systemImage: String?
    public var title: Node
    public var description: Node?
    public var actions: Node?

    public init(systemImage: String? = nil, title: Node, description: Node? = nil, actions: Node? = nil) {
        self.systemImage = systemImage
        self.title = title
        self.description = description
        self.actions = actions
    }
}

/// A `TextField` (or `SecureField`): its title, current text and where typing goes.
public struct TextFieldNode: Sendable, Equatable {
    public var title: String
    public var prompt: String?
    public var text: String
    public var isSecure: Bool
    public var isDisabled: Bool
    public var edit: NodeInput<String>
    /// What pressing return runs (the `.onSubmit` actions around the field); `.none` when nothing listens.
    public var submit: NodeAction

    public init(
        title: String,
        prompt: String? = nil,
        text: String,
        isSecure: Bool = false,
        isDisabled: Bool = false,
        edit: NodeInput<String>,
        submit: NodeAction = .none
    ) {
        self.title = title
        self.prompt = prompt
        self.text = text
        self.isSecure = isSecure
        self.isDisabled = isDisabled
        self.edit = edit
        self.submit = submit
    }
}

/// A `Toggle`.
public struct ToggleNode: Sendable, Equatable {
    public var label: Node
    public var isOn: Bool
    public var isDisabled: Bool
    public var set: NodeInput<Bool>

    public init(label: Node, isOn: Bool, isDisabled: Bool = false, set: NodeInput<Bool>) {
        self.label = label
        self.isOn = isOn
        self.isDisabled = isDisabled
        self.set = set
    }
}

/// A `Picker`: its options in order, which one is chosen, and how to choose another.
public struct PickerNode: Sendable, Equatable {
    public enum Style: String, Sendable, Equatable {
        case automatic, menu, segmented, inline, wheel
    }

    public var label: Node
    public var options: [PickerOption]
    /// The index of the chosen option in ``options``, if any option's tag matches the selection.
    public var selectedIndex: Int?
    public var style: Style
    public var isDisabled: Bool
    /// Chooses the option at an index.
    public var select: NodeInput<Int>

    public init(
        label: Node,
        options: [PickerOption],
        selectedIndex: Int?,
        style: Style = .automatic,
        isDisabled: Bool = false,
        select: NodeInput<Int>
    ) {
        self.label = label
        self.options = options
        self.selectedIndex = selectedIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        self.style = style
        self.isDisabled = isDisabled
        self.select = select
    }
}

/// One option of a picker: what it shows and its plain-text title.
public struct PickerOption: Sendable, Equatable {
    public var label: Node
    public var title: String

    public init(label: Node, title: String) {
        self.label = label
        self.title = title
    }
}

/// A `.tag` value on a picker option.
///
/// Tags are user `Hashable` values (enum cases, strings, ids), compared as `AnyHashable`. They are only read on the
/// main actor while a picker resolves its options, which is why carrying one is safe.
public struct Tag: @unchecked Sendable, Equatable {
    public let value: AnyHashable

    public init(_ value: AnyHashable) {
        self.value = value
    }
}
