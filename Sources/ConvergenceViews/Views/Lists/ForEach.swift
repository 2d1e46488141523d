import ConvergenceTree

/// One view per element of a collection, identified by the element's id.
///
/// ```swift
/// ForEach(items) { item in Text(item.title) }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
///
/// `Content` is a view here; in a `Table`'s rows it is table row content (see `ForEach+TableRows.swift`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content
}

extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, id: { $0.id }, content: content)
    }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }

    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.init(data: data, id: { $0 }, content: content)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var nodes: [Node] = []
        var inner = context
        inner.rowEditing = nil
        for (index, element) in data.enumerated() {
            let elementID = id(element)
            let component = "ForEach[\(String(describing: elementID))]"
            var rows = inner.resolve(content(element), at: component)
            if let editing = context.rowEditing {
                var rowContext = inner
                rowContext.path = ViewPath.child(component, of: inner.path)
                rows = [rowContext.editableRow(Node.combining(rows), index: index, editing: editing)]
            }
            if context.tagsRowsWithIDs {
                nodes += rows.map { row in
                    if case .tagged = row { return row }
                    return .tagged(Tag(AnyHashable(elementID)), row)
                }
            } else {
                nodes += rows
            }
        }
        return nodes
    }
}
