import ConvergenceTree
import Foundation

/// Rows of data in columns: a bold header row over a rule, then one row per value, columns as wide as their
/// widest cell (HTML: a `<table>`).
///
/// ```swift
/// Table(files, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Size", value: \.size) { file in Text("\(file.size) KB") }
/// }
/// ```
///
/// ```text
/// Name ^     Size
/// -----------------
/// notes.txt  3 KB
/// photo.png  812 KB
/// ```
///
/// With a `sortOrder`, the leading comparator's column shows `^` (forward) or `v` (reverse), and tapping a
/// sortable column's header (the tap step, by its title) sorts by it, or reverses it when it already leads; the
/// table draws the rows in the order you give them, as SwiftUI does, so sort your data in `.onChange(of:)`.
/// A selection is kept in its binding; rows are not marked. SwiftUI's compact layout (the first column only, on
/// an iPhone) is not modelled: every column is drawn.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View, PrimitiveView
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    public typealias Body = Never
    let rows: Rows
    let columns: Columns
    let sorting: TableSorting?

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let models = columns.resolvedColumns
        guard !models.isEmpty else { return [] }
        let leading = sorting?.leading()
        var cellRows: [[Node]] = []
        let showsHeaders = context.environment[TableColumnHeadersKey.self] != .hidden
        if showsHeaders {
            let header = models.enumerated().map { index, column in
                headerCell(column, leading: leading, in: context, at: "TableColumn[\(index)]")
            }
            cellRows += [header, [.divider]]
        }
        for row in rows.resolvedRows {
            let component = "Table[\(String(describing: row.id.base))]"
            cellRows.append(
                models.enumerated().map { index, column in
                    column.cell(row.value, context, component + "/TableColumn[\(index)]")
                })
        }
        let grid = GridNode(cells: .rows(cellRows), alignment: .leading, horizontalSpacing: 2, isTable: showsHeaders)
        return [.grid(grid)]
    }

    /// The bold title, with the sort mark when the column leads the sort order, tappable to sort when it can.
    private func headerCell(
        _ column: TableColumnModel, leading: (key: AnyHashable, isReversed: Bool)?, in context: ResolveContext,
        at component: String
    ) -> Node {
        var title = context.resolveSingle(column.title.bold(), at: component + "/header")
        if let leading, let key = column.sortKey, leading.key == key {
            let mark = context.resolveSingle(
                Image(systemName: leading.isReversed ? "chevron.down" : "chevron.up")
                    .accessibilityLabel(leading.isReversed ? "sorted descending" : "sorted ascending"),
                at: component + "/mark")
            title = .stack(StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: [title, mark]))
        }
        guard let sorting, let comparator = column.sortComparator, context.environment.isEnabled else { return title }
        return .gesture(GestureNode(content: title, tap: context.action { sorting.sort(by: comparator) }))
    }
}

/// A table's sort order with its comparator type erased: what leads it, and sorting by a column.
struct TableSorting {
    /// The leading comparator in its forward order, and whether it runs in reverse.
    let leading: @MainActor () -> (key: AnyHashable, isReversed: Bool)?
    /// Makes a column's comparator lead the order, or reverses it when it already leads.
    let sort: @MainActor (Any) -> Void

    @MainActor
    func sort(by comparator: Any) { sort(comparator) }

    @MainActor
    static func bound<Sort: SortComparator>(to order: Binding<[Sort]>) -> TableSorting {
        func forward(_ comparator: Sort) -> Sort {
            var copy = comparator
            copy.order = .forward
            return copy
        }
        return TableSorting(
            leading: {
                guard let first = order.wrappedValue.first else { return nil }
                return (AnyHashable(forward(first)), first.order == .reverse)
            },
            sort: { comparator in
                guard let comparator = comparator as? Sort else { return }
                var comparators = order.wrappedValue
                if let first = comparators.first, forward(first) == forward(comparator) {
                    comparators[0].order = first.order == .forward ? .reverse : .forward
                } else {
                    comparators.removeAll { forward($0) == forward(comparator) }
                    comparators.insert(forward(comparator), at: 0)
                }
                order.wrappedValue = comparators
            })
    }
}

struct TableColumnHeadersKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension View {
    /// `.hidden` leaves out the header row and its rule.
    ///
    /// - Parameter visibility: `.hidden` leaves the headers out; `.visible` and `.automatic` keep them.
    /// - Returns: The view, whose tables draw their headers accordingly.
    public func tableColumnHeaders(_ visibility: Visibility) -> ModifiedView<Self> {
        transformEnvironment { $0[TableColumnHeadersKey.self] = visibility }
    }
}
