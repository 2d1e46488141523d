import ConvergenceTree

/// Rows, grouped into sections: over data, or over static content with `Section`s.
///
/// ```swift
/// List(items) { item in Text(item.title) }
/// List {
///     Section("Fruit") { Text("Apple"); Text("Pear") }
/// }
/// ```
public struct List<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A list of static rows and sections.
    ///
    /// - Parameter content: The rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of one row per element, identified by the element's `id`.
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - rowContent: Builds the row for an element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// A list of one row per element, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - id: The key path of each element's identity, such as `\.self`; rows keep their state by it.
    ///   - rowContent: Builds the row for an element.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of one row per number of a constant range.
    ///
    /// - Parameters:
    ///   - data: A constant range of whole numbers.
    ///   - rowContent: Builds the row for a number.
    public init<RowContent: View>(
        _ data: Range<Int>,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var sections: [SectionNode] = []
        var loose: [Node] = []
        for node in context.resolve(content, at: "List") {
            if case .section(let section) = node {
                if !loose.isEmpty { sections.append(SectionNode(rows: loose)) }
                loose = []
                sections.append(section)
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty || sections.isEmpty { sections.append(SectionNode(rows: loose)) }
        return [.list(ListNode(sections: sections))]
    }
}

/// A group of rows with an optional header and footer.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// `Section(isExpanded:)`: the header toggles the rows (see `Section+Expansion.swift`).
    var isExpanded: Binding<Bool>?

    /// A section with a header and a footer.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The section's header, drawn above its rows.
    ///   - footer: The section's footer, drawn below its rows.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let headerNodes = context.resolve(header, at: "header")
        let footerNodes = context.resolve(footer, at: "footer")
        if let isExpanded {
            return [expandableSection(header: headerNodes, footer: footerNodes, isExpanded: isExpanded, in: context)]
        }
        let section = SectionNode(
            header: headerNodes.isEmpty ? nil : Node.combining(headerNodes),
            rows: context.resolve(content, at: "Section"),
            footer: footerNodes.isEmpty ? nil : Node.combining(footerNodes)
        )
        return [.section(section)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    ///
    /// - Parameter content: The section's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The section's header, drawn above its rows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header view given first (the older spelling).
    ///
    /// - Parameters:
    ///   - header: The section's header, drawn above its rows.
    ///   - content: The section's rows.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - footer: The section's footer, drawn below its rows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer view given first (the older spelling).
    ///
    /// - Parameters:
    ///   - footer: The section's footer, drawn below its rows.
    ///   - content: The section's rows.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    /// A section with a header and a footer given first (the older spelling).
    ///
    /// - Parameters:
    ///   - header: The section's header, drawn above its rows.
    ///   - footer: The section's footer, drawn below its rows.
    ///   - content: The section's rows.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed with a string value.
    ///
    /// - Parameters:
    ///   - title: The header's text, shown as written.
    ///   - content: The section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
