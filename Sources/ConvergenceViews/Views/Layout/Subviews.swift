import ConvergenceTree

/// A value a view passes up to the container it is placed in, as SwiftUI's `ContainerValueKey`.
///
/// ```swift
/// private struct Pinned: ContainerValueKey { static let defaultValue = false }
/// extension ContainerValues {
///     var isPinned: Bool {
///         get { self[Pinned.self] }
///         set { self[Pinned.self] = newValue }
///     }
/// }
/// ```
public protocol ContainerValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values views set with `.containerValue(_:_:)`, read by a custom container through each ``Subview``.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value for a key: the one the view set, or the key's default.
    ///
    /// - Parameter key: The key's type.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// One view of a container's content, as SwiftUI's `Subview`: what `Group(subviews:)` and `ForEach(subviews:)` hand
/// to a custom container, with the values the view passed up.
public struct Subview: View, PrimitiveView, Identifiable {
    public typealias Body = Never

    /// A subview's identity: its place among its container's content.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let index: Int
        public var description: String { "subview \(index)" }
    }

    public let id: ID
    /// The values this view set with `.containerValue(_:_:)`.
    public let containerValues: ContainerValues
    let node: Node

    func resolveNodes(in context: ResolveContext) -> [Node] { [node] }
}

/// The views of a container's content, as SwiftUI's `SubviewsCollection`; drawn as all of them, in order.
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    public typealias Body = Never
    let elements: [Subview]

    nonisolated public var startIndex: Int { elements.startIndex }
    nonisolated public var endIndex: Int { elements.endIndex }
    nonisolated public subscript(position: Int) -> Subview { elements[position] }
    nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(elements: elements[bounds])
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { elements.map(\.node) }
}

/// Some of the views of a container's content, as SwiftUI's `SubviewsCollectionSlice`; drawn as all of them.
public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    public typealias Body = Never
    let elements: ArraySlice<Subview>

    nonisolated public var startIndex: Int { elements.startIndex }
    nonisolated public var endIndex: Int { elements.endIndex }
    nonisolated public subscript(position: Int) -> Subview { elements[position] }
    nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(elements: elements[bounds])
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { elements.map(\.node) }
}

/// The subviews `ForEach(subviews:)` steps through: a container's ``SubviewsCollection``.
public typealias ForEachSubviewCollection<Content: View> = SubviewsCollection

/// One section of a container's content, as SwiftUI's `SectionConfiguration`: its header, content and footer views,
/// and the values the `Section` passed up.
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its place among its container's sections.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let index: Int
        public var description: String { "section \(index)" }
    }

    public let id: ID
    /// The values the `Section` set with `.containerValue(_:_:)`.
    public let containerValues: ContainerValues
    /// The header's views; none for views outside a `Section`.
    public let header: SubviewsCollection
    /// The section's views.
    public let content: SubviewsCollection
    /// The footer's views; none for views outside a `Section`.
    public let footer: SubviewsCollection
}

/// The sections of a container's content, as SwiftUI's `SectionCollection`.
public struct SectionCollection: RandomAccessCollection {
    let elements: [SectionConfiguration]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> SectionConfiguration { elements[position] }
}

/// The sections `ForEach(sections:)` steps through: a container's ``SectionCollection``.
public typealias ForEachSectionCollection<Content: View> = SectionCollection

/// The content of `Group(sections:transform:)`: the transform's views, built from the base view's sections.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let base: Sections
    let transform: @MainActor (SectionCollection) -> Content

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let sections = SectionCollection(elements: SubviewResolution.sections(of: base, in: context))
        return context.resolve(transform(sections), at: "transform")
    }
}

/// The content of `Group(subviews:transform:)`: the transform's views, built from the base view's subviews.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let base: Subviews
    let transform: @MainActor (SubviewsCollection) -> Content

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let subviews = SubviewsCollection(elements: SubviewResolution.subviews(of: base, in: context))
        return context.resolve(transform(subviews), at: "transform")
    }
}

extension Group {
    /// Hands the views of `view` to `transform` to arrange, as SwiftUI's `Group(subviews:transform:)`: how a custom
    /// container reads its content.
    ///
    /// Each subview is one view of the content as a stack would lay it out: a `ForEach` gives one per element, a
    /// `Group` or a builder's views one each; a view that draws nothing gives none.
    ///
    /// - Parameters:
    ///   - view: The content.
    ///   - transform: Builds the container's views from the subviews.
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping @MainActor (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(base: view, transform: transform)
    }
}

extension Group {
    /// Hands the sections of `view` to `transform` to arrange, as SwiftUI's `Group(sections:transform:)`.
    ///
    /// Each `Section` of the content is one section; views outside a `Section` form sections without a header or
    /// footer, one for each run of them.
    ///
    /// - Parameters:
    ///   - view: The content.
    ///   - transform: Builds the container's views from the sections.
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping @MainActor (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(base: view, transform: transform)
    }
}

extension ForEach {
    /// One view per section of `view`, as SwiftUI's `ForEach(sections:content:)`.
    ///
    /// - Parameters:
    ///   - view: The content whose sections to step through.
    ///   - content: Builds the view for a section.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(data: SectionCollection(elements: []), id: { $0.id }, content: content)
        // Views are made and resolved on the main actor; this initializer is not isolated only to match SwiftUI's.
        nonisolated(unsafe) let view = view
        dataAtResolve = { context in
            SectionCollection(elements: SubviewResolution.sections(of: view, in: context))
        }
    }

    /// One view per subview of `view`, as SwiftUI's `ForEach(subviews:content:)`.
    ///
    /// - Parameters:
    ///   - view: The content whose subviews to step through.
    ///   - content: Builds the view for a subview.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(data: SubviewsCollection(elements: []), id: { $0.id }, content: content)
        // Views are made and resolved on the main actor; this initializer is not isolated only to match SwiftUI's.
        nonisolated(unsafe) let view = view
        dataAtResolve = { context in
            SubviewsCollection(elements: SubviewResolution.subviews(of: view, in: context))
        }
    }
}

extension View {
    /// Passes a value up to the container this view is placed in, read there through ``Subview/containerValues``.
    ///
    /// - Parameters:
    ///   - keyPath: The value's key path in ``ContainerValues``.
    ///   - value: The value.
    /// - Returns: This view, carrying the value.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        ContainerValueView(content: self) { values in values[keyPath: keyPath] = value }
    }
}

/// A view carrying container values: inside a container's content, its nodes are marked with them.
struct ContainerValueView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let set: (inout ContainerValues) -> Void

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content, at: "modified")
        guard SubviewResolution.depth > 0 else { return nodes }
        let mark = Tag(AnyHashable(ContainerValueMark(set: set)))
        return nodes.map { .tagged(mark, $0) }
    }
}

/// Container values on a node, as a tag only subview containers look for.
private final class ContainerValueMark: Hashable {
    let set: (inout ContainerValues) -> Void

    init(set: @escaping (inout ContainerValues) -> Void) {
        self.set = set
    }

    static func == (lhs: ContainerValueMark, rhs: ContainerValueMark) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@MainActor
enum SubviewResolution {
    /// How many subview containers are resolving their content: container values are only marked inside one.
    static var depth = 0

    /// The nodes of `view` in `context`, resolved as a container's content.
    static func nodes(of view: some View, in context: ResolveContext) -> [Node] {
        depth += 1
        defer { depth -= 1 }
        return context.resolve(view, at: "subviews")
    }

    /// The subviews of `view`: its nodes in `context`, each with the container values set on it.
    static func subviews(of view: some View, in context: ResolveContext) -> [Subview] {
        subviews(from: nodes(of: view, in: context))
    }

    /// One subview per node that draws something.
    static func subviews(from nodes: [Node]) -> [Subview] {
        var subviews: [Subview] = []
        for node in nodes {
            if case .empty = node { continue }
            let (node, values) = unmarked(node)
            subviews.append(Subview(id: Subview.ID(index: subviews.count), containerValues: values, node: node))
        }
        return subviews
    }

    /// The sections of `view`: each `Section` of its content, and each run of views outside one as a section
    /// without header or footer.
    static func sections(of view: some View, in context: ResolveContext) -> [SectionConfiguration] {
        var sections: [SectionConfiguration] = []
        var loose: [Node] = []
        func add(header: Node?, rows: [Node], footer: Node?, values: ContainerValues) {
            sections.append(
                SectionConfiguration(
                    id: SectionConfiguration.ID(index: sections.count), containerValues: values,
                    header: SubviewsCollection(elements: subviews(from: header.map { [$0] } ?? [])),
                    content: SubviewsCollection(elements: subviews(from: rows)),
                    footer: SubviewsCollection(elements: subviews(from: footer.map { [$0] } ?? []))))
        }
        for node in nodes(of: view, in: context) {
            let (inner, values) = unmarked(node)
            guard case .section(let section) = inner else {
                loose.append(node)
                continue
            }
            if !loose.isEmpty {
                add(header: nil, rows: loose, footer: nil, values: ContainerValues())
                loose = []
            }
            add(header: section.header, rows: section.rows, footer: section.footer, values: values)
        }
        if !loose.isEmpty { add(header: nil, rows: loose, footer: nil, values: ContainerValues()) }
        return sections
    }

    /// `node` without the container-value marks around it, and the values they set.
    private static func unmarked(_ node: Node) -> (Node, ContainerValues) {
        // Marks nearer the view are applied first, so the outermost `.containerValue` of a key wins.
        var node = node
        var marks: [ContainerValueMark] = []
        while case .tagged(let tag, let inner) = node, let mark = tag.value.base as? ContainerValueMark {
            marks.append(mark)
            node = inner
        }
        var values = ContainerValues()
        for mark in marks.reversed() { mark.set(&values) }
        return (node, values)
    }
}
