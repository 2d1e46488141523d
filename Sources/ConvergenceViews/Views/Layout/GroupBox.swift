import ConvergenceTree

/// Content grouped in a box, under an optional bold label; a ``GroupBoxStyle`` of your own draws its own body.
///
/// ```swift
/// GroupBox("Storage") {
///     LabeledContent("Used", value: "12 GB")
/// }
/// ```
///
/// ```text
/// +------------------+
/// |Storage           |
/// |Used         12 GB|
/// +------------------+
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// Creates a box around content, under a label.
    ///
    /// - Parameters:
    ///   - content: The views inside the box.
    ///   - label: The label drawn at the top of the box.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The older form, with the label first.
    ///
    /// - Parameters:
    ///   - label: The label drawn at the top of the box.
    ///   - content: The views inside the box.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(view: AnyView(label)),
            content: GroupBoxStyleConfiguration.Content(view: AnyView(content)))
        return style.makeBody(configuration)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a box around content, without a label.
    ///
    /// - Parameter content: The views inside the box.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a box around content, under a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The title drawn at the top of the box.
    ///   - content: The views inside the box.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a box around content, under a title.
    ///
    /// - Parameters:
    ///   - title: The title drawn at the top of the box.
    ///   - content: The views inside the box.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
