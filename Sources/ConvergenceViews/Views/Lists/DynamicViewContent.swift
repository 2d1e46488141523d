import ConvergenceTree
import Foundation

/// Views whose rows come from data — `ForEach` — and so can be edited: `.onDelete`, `.onMove`.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Lets rows be deleted: by swiping (the swipe step, then "Delete"), by the delete step, or with the `(-)` mark
    /// edit mode shows. The action gets the row's offset; `items.remove(atOffsets:)` removes it.
    ///
    /// - Parameter action: Runs with the offsets of the rows to delete, which it should remove from the data; `nil`
    ///   turns deletion off.
    /// - Returns: The content, with the action attached.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self) { editing in
            guard let action else { return }
            editing.onDelete = { offsets in action(offsets) }
        }
    }

    /// Lets rows be moved (the move step; edit mode shows a `=` handle). The action gets SwiftUI's offsets;
    /// `items.move(fromOffsets:toOffset:)` applies them.
    ///
    /// - Parameter action: Runs with the offsets of the rows moved and the destination offset, counted before they are
    ///   removed; `nil` turns moving off.
    /// - Returns: The content, with the action attached.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self) { editing in
            guard let action else { return }
            editing.onMove = { source, destination in action(source, destination) }
        }
    }
}

/// A `ForEach` with editing actions for its rows.
struct EditableRows<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    typealias Body = Never
    let base: Base
    let edit: @MainActor (inout RowEditing) -> Void

    var data: Base.Data { base.data }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var inner = context
        var editing = context.rowEditing ?? RowEditing()
        edit(&editing)
        inner.rowEditing = editing
        return inner.resolve(base, at: "editable")
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they sit before the element that was at `destination`, as a list's move
    /// reports it.
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: The offset the elements go before, counted before they are removed.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { elements.indices.contains($0) }
        var rest = elements.indices.filter { !source.contains($0) }
        let insertion = rest.firstIndex { $0 >= destination } ?? rest.count
        rest.insert(contentsOf: moving, at: insertion)
        for (position, offset) in zip(indices, rest) { self[position] = elements[offset] }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the given offsets.
    ///
    /// - Parameter offsets: The offsets of the elements to remove.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var offset = 0
        var index = startIndex
        var kept = Self()
        while index != endIndex {
            if !offsets.contains(offset) { kept.append(self[index]) }
            formIndex(after: &index)
            offset += 1
        }
        self = kept
    }
}
