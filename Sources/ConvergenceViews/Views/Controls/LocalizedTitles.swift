// The titles controls take from string literals, as in SwiftUI: a `LocalizedStringKey`, so interpolations are
// formatted (`Button("Pay \(total, format: .currency(code: "USD"))")`) and Markdown is read. A `String` value takes
// the `StringProtocol` overloads beside each control, shown verbatim.

extension Button where Label == Text {
    /// A button titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button titled with a string literal and an `async` action, run in a task.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () async -> Void)
    {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == ConvergenceViews.Label<Text, Image> {
    /// A button titled with a string literal and a symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - systemImage: The SF Symbol's name, such as `trash`; drawn as a glyph from the symbol table (its ASCII or
    ///     Unicode stand-in).
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { ConvergenceViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A button titled with a string literal and a symbol, with an `async` action run in a task.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - systemImage: The SF Symbol's name, such as `trash`; drawn as a glyph from the symbol table (its ASCII or
    ///     Unicode stand-in).
    ///   - role: `.destructive` or `.cancel`, marked in HTML and in the accessibility outline; `nil` (the default) for
    ///     none.
    ///   - action: Runs on the main actor when the button is tapped (a `.tap` step); not while it is disabled.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
        action: @escaping @MainActor () async -> Void
    ) {
        self.init(role: role, action: action) { ConvergenceViews.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isOn: Whether the toggle is on; a `.toggle` step flips or sets it.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with a string literal beside an SF Symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - systemImage: The SF Symbol's name, such as `trash`; drawn as a glyph from the symbol table (its ASCII or
    ///     Unicode stand-in).
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// A label titled with a string literal beside an image from the asset catalogue.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - image: The name of an image in the asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(image) })
    }
}

extension TextField where Label == Text {
    /// A text field titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - text: The field's text; typing steps edit it.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline;
    ///     ASCII draws no placeholder. `nil` by default.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: Text(titleKey).content, prompt: prompt?.content, text: text, isSecure: false)
    }

    /// A text field titled with a string literal, growing along an axis in SwiftUI.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - text: The field's text; typing steps edit it.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline;
    ///     ASCII draws no placeholder. `nil` by default.
    ///   - axis: Accepted and ignored: the field's text wraps to the width in both directions.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(title: Text(titleKey).content, prompt: prompt?.content, text: text, isSecure: false)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - text: The field's text; typing steps edit it.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline;
    ///     ASCII draws no placeholder. `nil` by default.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(title: Text(titleKey).content, prompt: prompt?.content, text: text, isSecure: true)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The chosen option's tag; choosing an option (a `.pick` step) sets it.
    ///   - content: The options, each tagged with `.tag(_:)` or identified by `ForEach`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A progress view of unknown length titled with a string literal.
    ///
    /// - Parameter titleKey: The title, from a string literal: interpolations are formatted in the environment's locale
    ///   and Markdown is read.
    public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }

    /// A progress view titled with a string literal, showing how much is done.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - value: The fraction done, from 0 to `total`; `nil` for progress of unknown length.
    ///   - total: The value that means done; 1 by default.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }
}

// The older spellings, deprecated in SwiftUI but common in real files.

extension Picker {
    /// A picker with a label view given before its options (the older spelling).
    ///
    /// - Parameters:
    ///   - selection: The chosen option's tag; choosing an option (a `.pick` step) sets it.
    ///   - label: The picker's label view.
    ///   - content: The options, each tagged with `.tag(_:)` or identified by `ForEach`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension TextField where Label == Text {
    /// A field that reports editing and runs `onCommit` when submitted (the older spelling): a `.submit` step runs
    /// `onCommit`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - text: The field's text; typing steps edit it.
    ///   - onEditingChanged: Accepted and never called.
    ///   - onCommit: Runs when the field is submitted (a `.submit` step), before any `.onSubmit` around it.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title: Text(titleKey).content, prompt: nil, text: text, isSecure: false)
        self.onCommit = onCommit
    }

    /// A field that reports editing and runs `onCommit` when submitted (the older spelling).
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - text: The field's text; typing steps edit it.
    ///   - onEditingChanged: Accepted and never called.
    ///   - onCommit: Runs when the field is submitted (a `.submit` step), before any `.onSubmit` around it.
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
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - text: The field's text; typing steps edit it.
    ///   - onCommit: Runs when the field is submitted (a `.submit` step), before any `.onSubmit` around it.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField<Text>(title: Text(titleKey).content, prompt: nil, text: text, isSecure: true)
        field.onCommit = onCommit
        self.field = field
    }

    /// A secure field that runs `onCommit` when submitted (the older spelling).
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - text: The field's text; typing steps edit it.
    ///   - onCommit: Runs when the field is submitted (a `.submit` step), before any `.onSubmit` around it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField<Text>(title: String(title), prompt: nil, text: text, isSecure: true)
        field.onCommit = onCommit
        self.field = field
    }
}
