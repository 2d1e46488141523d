import ConvergenceTree

/// A tree of data as rows: an element with children is a disclosure row (`[ > Documents ]`, tapped
/// `[ v Documents ]` with its children indented under it), one without is a plain row. Rows start collapsed, as
/// in SwiftUI; each keeps its own expansion in the render.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in Label(folder.name, systemImage: "folder") }
/// List(folders, children: \.subfolders) { folder in Text(folder.name) }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View,
    PrimitiveView
{
    public typealias Body = Never
    let roots: [Data.Element]
    let id: (Data.Element) -> ID
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    func resolveNodes(in context: ResolveContext) -> [Node] {
        roots.map { node(for: $0, in: context) }
    }

    private func node(for element: Data.Element, in context: ResolveContext) -> Node {
        var inner = context
        let component = "OutlineGroup[\(String(describing: id(element)))]"
        inner.path = context.path.isEmpty ? component : context.path + "/" + component
        let row = inner.resolveSingle(content(element), at: "row")
        guard let children = element[keyPath: children] else { return row }
        let expanded = inner.persistentBinding("expanded", initial: false)
        let isEnabled = context.environment.isEnabled
        let mark = Node.image(
            ImageNode(systemName: expanded.wrappedValue ? "chevron.down" : "chevron.right", flipsForRightToLeft: true))
        let button = Node.button(
            ButtonNode(
                label: .stack(StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: [mark, row])),
                isDisabled: !isEnabled,
                action: isEnabled ? inner.action { expanded.wrappedValue.toggle() } : .none))
        guard expanded.wrappedValue, !children.isEmpty else { return button }
        let nested = Node.padding(
            CellInsets(top: 0, leading: 2, bottom: 0, trailing: 0),
            .stack(
                StackNode(
                    axis: .vertical, alignment: .leading, spacing: 0,
                    children: children.map { node(for: $0, in: inner) })))
        return .stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [button, nested]))
    }
}

/// The children of a disclosed row of an ``OutlineGroup``.
public struct OutlineSubgroupChildren: View {
    public var body: some View { EmptyView() }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent == Leaf, Data.Element: Identifiable,
    Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
{
    /// A tree from root elements, each identified by its `id`.
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - children: The key path of an element's children; `nil` children make a leaf.
    ///   - content: Builds the view for an element, at any depth.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(roots: Array(data), id: { $0.id }, children: children, content: content)
    }

    /// A tree from one root element.
    ///
    /// - Parameters:
    ///   - root: The tree's root element.
    ///   - children: The key path of an element's children; `nil` children make a leaf.
    ///   - content: Builds the view for an element, at any depth.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: { $0.id }, children: children, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    /// A tree from root elements, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - id: The key path of each element's identity, such as `\.self`; rows keep their state by it.
    ///   - children: The key path of an element's children; `nil` children make a leaf.
    ///   - content: Builds the view for an element, at any depth.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(roots: Array(data), id: { $0[keyPath: id] }, children: children, content: content)
    }

    /// A tree from one root element, identified by a key path.
    ///
    /// - Parameters:
    ///   - root: The tree's root element.
    ///   - id: The key path of each element's identity, such as `\.self`; rows keep their state by it.
    ///   - children: The key path of an element's children; `nil` children make a leaf.
    ///   - content: Builds the view for an element, at any depth.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: { $0[keyPath: id] }, children: children, content: content)
    }
}

extension List {
    /// Rows from a tree of data: elements with children are disclosure rows (see ``OutlineGroup``).
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - children: The key path of an element's children; `nil` children make a leaf.
    ///   - rowContent: Builds the row for an element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Data.Element: Identifiable,
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Rows from a tree of data, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements, one row (or view) each, in order.
    ///   - id: The key path of each element's identity, such as `\.self`; rows keep their state by it.
    ///   - children: The key path of an element's children; `nil` children make a leaf.
    ///   - rowContent: Builds the row for an element.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
