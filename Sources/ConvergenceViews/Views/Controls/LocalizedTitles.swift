// The titles controls take from string literals, as in SwiftUI: a `LocalizedStringKey`, so interpolations are
// formatted (`Button("Pay \(total, format: .currency(code: "USD"))")`) and Markdown is read. A `String` value takes
// the `StringProtocol` overloads beside each control, shown verbatim.

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () async -> Void)
    {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == ConvergenceViews.Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { ConvergenceViews.Label(titleKey, systemImage: systemImage) }
    }

    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
        action: @escaping @MainActor () async -> Void
    ) {
        self.init(role: role, action: action) { ConvergenceViews.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    public init(_ titleKey: LocalizedStringKey, image: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(image) })
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: Text(titleKey).content, prompt: prompt?.content, text: text, isSecure: false)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(title: Text(titleKey).content, prompt: prompt?.content, text: text, isSecure: false)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(title: Text(titleKey).content, prompt: prompt?.content, text: text, isSecure: true)
    }
}

extension Picker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

extension ProgressView where Label == Text {
    public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }
}

// The older spellings, deprecated in SwiftUI but common in real files.

extension Picker {
    /// A picker with a label view given before its options (the older spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension TextField where Label == Text {
    /// A field that reports editing and runs `onCommit` when submitted (the older spelling): a `.submit` step runs
    /// `onCommit`.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title: Text(titleKey).content, prompt: nil, text: text, isSecure: false)
        self.onCommit = onCommit
    }

    /// A field that reports editing and runs `onCommit` when submitted (the older spelling).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title: String(title), prompt: nil, text: text, isSecure: false)
        self.onCommit = onCommit
    }
}

extension SecureField where Label == Text {
    /// A secure field that runs `onCommit` when submitted (the older spelling).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField<Text>(title: Text(titleKey).content, prompt: nil, text: text, isSecure: true)
        field.onCommit = onCommit
        self.field = field
    }

    /// A secure field that runs `onCommit` when submitted (the older spelling).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField<Text>(title: String(title), prompt: nil, text: text, isSecure: true)
        field.onCommit = onCommit
        self.field = field
    }
}
