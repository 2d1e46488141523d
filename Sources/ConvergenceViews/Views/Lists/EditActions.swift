import Foundation

/// The edits a list offers on a bound collection's rows: `ForEach($items, editActions: .all) { $item in … }`.
///
/// `.delete` removes a row's element from the bound collection (a swipe's Delete, the delete step, or the `(-)` mark
/// edit mode shows); `.move` moves it (the move step, or the `=` handle edit mode shows). Deleting needs a collection
/// that can remove elements, such as an array.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    /// Edit actions from their raw bits.
    ///
    /// - Parameter rawValue: The bits of the actions.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Rows can be moved within the collection.
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 0) }

    /// Rows can be deleted from the collection.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 1) }

    /// Every edit action: moving and deleting.
    public static var all: EditActions<Data> { [.move, .delete] }
}

/// The row a `ForEach` with edit actions builds for an element: the row content, unchanged.
public struct EditableCollectionContent<Content: View, Data: Collection> {
    let content: Content
}

extension EditableCollectionContent: View {
    public var body: Content { content }
}

extension ForEach where Content: View {
    /// One view per element of a bound collection, each given a binding to its element, with edit actions that
    /// change the bound collection itself.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; each element's binding writes back into it, and the edits change it.
    ///   - editActions: The edits the rows offer: `.delete`, `.move`, or `.all`.
    ///   - content: Builds the view for an element's binding.
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedBindings<C>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C.Element: Identifiable
    {
        self.init(
            data: IndexedBindings(data), id: { $0.wrappedValue.id },
            content: { EditableCollectionContent(content: content($0)) })
        edits = CollectionEdits(data, editActions)
    }

    /// One view per element of a bound collection, identified by a key path, each given a binding to its element, with
    /// edit actions that change the bound collection itself.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; each element's binding writes back into it, and the edits change it.
    ///   - id: The key path of each element's identity, such as `\.self`; rows keep their state by it.
    ///   - editActions: The edits the rows offer: `.delete`, `.move`, or `.all`.
    ///   - content: Builds the view for an element's binding.
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedBindings<C>, Content == EditableCollectionContent<R, C> {
        self.init(
            data: IndexedBindings(data), id: { $0.wrappedValue[keyPath: id] },
            content: { EditableCollectionContent(content: content($0)) })
        edits = CollectionEdits(data, editActions)
    }
}

/// What the edit actions of `ForEach($items, editActions:)` do to the bound collection.
struct CollectionEdits {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?

    init<C: MutableCollection>(_ data: Binding<C>, _ actions: EditActions<C>) {
        if actions.contains(.delete) {
            delete = { offsets in data.wrappedValue = removingElements(at: offsets, from: data.wrappedValue) }
        }
        if actions.contains(.move) {
            move = { source, destination in
                var collection = data.wrappedValue
                collection.move(fromOffsets: source, toOffset: destination)
                data.wrappedValue = collection
            }
        }
    }
}

/// `collection` without the elements at `offsets`, when its type can remove elements (an array can); otherwise
/// `collection` unchanged, as SwiftUI offers no deletion for such collections.
private func removingElements<C>(at offsets: IndexSet, from collection: C) -> C {
    guard let removable = collection as? any RangeReplaceableCollection & MutableCollection else { return collection }
    func removing<R: RangeReplaceableCollection & MutableCollection>(from elements: R) -> Any {
        var elements = elements
        elements.remove(atOffsets: offsets)
        return elements
    }
    return removing(from: removable) as? C ?? collection
}

extension List {
    /// Rows over a bound collection, each given a binding to its element, with edit actions that change the bound
    /// collection itself: `List($items, editActions: .all) { $item in … }`.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; each element's binding writes back into it, and the edits change it.
    ///   - editActions: The edits the rows offer: `.delete`, `.move`, or `.all`.
    ///   - rowContent: Builds the row for an element's binding.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedBindings<Data>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data.Element: Identifiable
    {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// Rows over a bound collection, identified by a key path, each given a binding to its element, with edit actions
    /// that change the bound collection itself.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; each element's binding writes back into it, and the edits change it.
    ///   - id: The key path of each element's identity, such as `\.self`; rows keep their state by it.
    ///   - editActions: The edits the rows offer: `.delete`, `.move`, or `.all`.
    ///   - rowContent: Builds the row for an element's binding.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<Data>, ID, EditableCollectionContent<RowContent, Data>> {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
