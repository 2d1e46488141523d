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
    // `package`, with the initializer below, so that MapKit's and Charts' stand-ins can make a `ForEach` of their content.
    package let id: (Data.Element) -> ID
    package let content: (Data.Element) -> Content
    /// The edit actions `ForEach($items, editActions:)` gives its rows.
    var edits: CollectionEdits?
    /// Makes the elements where the view is resolved, for data known only there (`ForEach(subviews:)`).
    var dataAtResolve: (@MainActor (ResolveContext) -> Data)?

    package init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never

    /// One view per element, identified by the element's `id`.
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - content: Builds the view for an element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, id: { $0.id }, content: content)
    }

    /// One view per element, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - id: The key path of each element's identity, such as `\.self`; rows keep their state by it.
    ///   - content: Builds the view for an element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        // `id: \.self`, the most common: each element is its id, without going through the key path each time. It is
        // the only key path from a type to the same type that is stored in place at the start of the value (a
        // value cannot hold itself), and this tells so without making a key path to compare with.
        if ID.self == Data.Element.self, MemoryLayout<Data.Element>.offset(of: id) == 0 {
            self.init(data: data, id: { unsafeBitCast($0, to: ID.self) }, content: content)
        } else {
            self.init(data: data, id: { $0[keyPath: id] }, content: content)
        }
    }

    /// One view per number of a constant range.
    ///
    /// - Parameters:
    ///   - data: A constant range of whole numbers.
    ///   - content: Builds the view for a number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.init(data: data, id: { $0 }, content: content)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var nodes: [Node] = []
        var inner = context
        inner.rowEditing = nil
        var rowEditing = context.rowEditing
        if let edits {
            var editing = rowEditing ?? RowEditing()
            if let delete = edits.delete { editing.onDelete = { delete($0) } }
            if let move = edits.move { editing.onMove = { move($0, $1) } }
            rowEditing = editing
        }
        var index = 0
        func resolve(_ element: Data.Element) {
            defer { index += 1 }
            let elementID = id(element)
            let component = Self.component(elementID)
            var rows = inner.resolve(content(element), at: component)
            if let editing = rowEditing {
                var rowContext = inner
                rowContext.location = inner.location.child(component)
                rows = [rowContext.editableRow(Node.combining(rows), index: index, editing: editing)]
            }
            if context.tagsRowsWithIDs {
                nodes += rows.map { row in
                    if case .tagged = row { return row }
                    return .tagged(Tag(AnyHashable(elementID)), row)
                }
            } else {
                nodes.appendResolved(rows)
            }
        }
        // This code is not specialized for the type of `data`: stepping through a range or an array as a
        // collection of any type would look up its types' metadata at every step, so those two are read directly.
        let data = dataAtResolve?(context) ?? data
        if Data.self == Range<Int>.self {
            for number in unsafeBitCast(data, to: Range<Int>.self) {
                resolve(unsafeBitCast(number, to: Data.Element.self))
            }
        } else if data.withContiguousStorageIfAvailable({ elements in elements.forEach(resolve) }) == nil {
            for element in data { resolve(element) }
        }
        return nodes
    }

    /// A row's path component, `ForEach[id]`: the id as `String(describing:)` writes it, without reflection for the
    /// common integer and string ids.
    static func component(_ id: ID) -> String {
        if ID.self == Int.self { return "ForEach[" + String(unsafeBitCast(id, to: Int.self)) + "]" }
        if ID.self == String.self { return "ForEach[" + unsafeBitCast(id, to: String.self) + "]" }
        return "ForEach[\(String(describing: id))]"
    }
}
