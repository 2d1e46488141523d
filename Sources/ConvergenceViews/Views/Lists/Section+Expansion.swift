import ConvergenceTree

extension Section {
    /// A section whose header shows or hides its rows: `[ v Header ]` with the rows, tapped `[ > Header ]` alone.
    func expandableSection(
        header: [Node], footer: [Node], isExpanded: Binding<Bool>, in context: ResolveContext
    ) -> Node {
        let isOpen = isExpanded.wrappedValue
        let mark = Node.image(
            ImageNode(systemName: isOpen ? "chevron.down" : "chevron.right", flipsForRightToLeft: true))
        let isEnabled = context.environment.isEnabled
        let toggle = Node.button(
            ButtonNode(
                label: .stack(
                    StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: [mark] + header)),
                isDisabled: !isEnabled,
                action: isEnabled ? context.action { isExpanded.wrappedValue.toggle() } : .none))
        return .section(
            SectionNode(
                header: toggle, rows: isOpen ? context.resolve(content, at: "Section") : [],
                footer: isOpen && !footer.isEmpty ? Node.combining(footer) : nil))
    }
}

extension Section where Footer == EmptyView {
    /// A section whose header shows or hides its rows while `isExpanded` says.
    ///
    /// - Parameters:
    ///   - isExpanded: Whether the rows show; tapping the header flips it.
    ///   - content: The section's rows.
    ///   - header: The section's header.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A titled section whose header shows or hides its rows.
    ///
    /// - Parameters:
    ///   - titleKey: The header's text, from a string literal: interpolations are formatted and Markdown is read.
    ///   - isExpanded: Whether the rows show; tapping the header flips it.
    ///   - content: The section's rows.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A titled section whose header shows or hides its rows.
    ///
    /// - Parameters:
    ///   - title: The header's text, shown as written.
    ///   - isExpanded: Whether the rows show; tapping the header flips it.
    ///   - content: The section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
