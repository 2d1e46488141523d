import ConvergenceTree

extension List {
    /// A list whose rows can be selected; the selection is kept in the binding (rows are not marked in text).
    ///
    /// - Parameters:
    ///   - selection: The selected row's id (or ids), kept in the binding; `nil` for a list without selection.
    ///   - content: The rows and sections.
    public init<SelectionValue: Hashable>(
        selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
    ) {
        self.init(content: content)
    }

    /// A list whose rows can be selected, several at a time.
    ///
    /// - Parameters:
    ///   - selection: The selected row's id (or ids), kept in the binding; `nil` for a list without selection.
    ///   - content: The rows and sections.
    public init<SelectionValue: Hashable>(
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
    ) {
        self.init(content: content)
    }

    /// Rows over data, selectable.
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - selection: The selected row's id (or ids), kept in the binding; `nil` for a list without selection.
    ///   - rowContent: Builds the row for an element.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(data, rowContent: rowContent)
    }

    /// Rows over data, identified by a key path, selectable.
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - id: The key path of each element's identity, such as `\.self`; rows keep their state by it.
    ///   - selection: The selected row's id (or ids), kept in the binding; `nil` for a list without selection.
    ///   - rowContent: Builds the row for an element.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }
}
