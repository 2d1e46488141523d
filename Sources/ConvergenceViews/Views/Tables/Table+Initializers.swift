import Foundation

// SwiftUI's initializers: rows from data or from a `rows:` builder, each with or without a selection (a set of
// ids, or one optional id) and a sort order.

extension Table {
    /// A table with a row per element of a collection.
    ///
    /// - Parameters:
    ///   - data: The rows' values, one row each, drawn in the order given.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: nil)
    }

    /// A table with a row per element of a collection and a selection of several rows.
    ///
    /// - Parameters:
    ///   - data: The rows' values, one row each, drawn in the order given.
    ///   - selection: The ids of the selected rows; kept in the binding, and rows are not marked in text.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: nil)
    }

    /// A table with a row per element of a collection and a selection of one row.
    ///
    /// - Parameters:
    ///   - data: The rows' values, one row each, drawn in the order given.
    ///   - selection: The id of the selected row, or `nil`; kept in the binding, and rows are not marked in text.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: nil)
    }

    /// A table with a row per element of a collection, sortable by its columns.
    ///
    /// - Parameters:
    ///   - data: The rows' values, one row each, drawn in the order given.
    ///   - sortOrder: The sort order: the leading comparator's column header shows `^` (forward) or `v` (reverse), and
    ///     tapping a sortable header writes a new order. Sort the rows yourself when it changes.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: .bound(to: sortOrder))
    }

    /// A sortable table with a row per element of a collection and a selection of several rows.
    ///
    /// - Parameters:
    ///   - data: The rows' values, one row each, drawn in the order given.
    ///   - selection: The ids of the selected rows; kept in the binding, and rows are not marked in text.
    ///   - sortOrder: The sort order: the leading comparator's column header shows `^` (forward) or `v` (reverse), and
    ///     tapping a sortable header writes a new order. Sort the rows yourself when it changes.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: .bound(to: sortOrder))
    }

    /// A sortable table with a row per element of a collection and a selection of one row.
    ///
    /// - Parameters:
    ///   - data: The rows' values, one row each, drawn in the order given.
    ///   - selection: The id of the selected row, or `nil`; kept in the binding, and rows are not marked in text.
    ///   - sortOrder: The sort order: the leading comparator's column header shows `^` (forward) or `v` (reverse), and
    ///     tapping a sortable header writes a new order. Sort the rows yourself when it changes.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: .bound(to: sortOrder))
    }
}

extension Table {
    /// A table whose rows are written out in a builder.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values, to help the compiler; no effect on the render.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    ///   - rows: The rows, drawn in the order given.
    public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), sorting: nil)
    }

    /// A table whose rows are written out, with a selection of several rows.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values, to help the compiler; no effect on the render.
    ///   - selection: The ids of the selected rows; kept in the binding, and rows are not marked in text.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    ///   - rows: The rows, drawn in the order given.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), sorting: nil)
    }

    /// A table whose rows are written out, with a selection of one row.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values, to help the compiler; no effect on the render.
    ///   - selection: The id of the selected row, or `nil`; kept in the binding, and rows are not marked in text.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    ///   - rows: The rows, drawn in the order given.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), sorting: nil)
    }

    /// A table whose rows are written out, sortable by its columns.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values, to help the compiler; no effect on the render.
    ///   - sortOrder: The sort order: the leading comparator's column header shows `^` (forward) or `v` (reverse), and
    ///     tapping a sortable header writes a new order. Sort the rows yourself when it changes.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    ///   - rows: The rows, drawn in the order given.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Value == Sort.Compared {
        self.init(rows: rows(), columns: columns(), sorting: .bound(to: sortOrder))
    }

    /// A sortable table whose rows are written out, with a selection of several rows.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values, to help the compiler; no effect on the render.
    ///   - selection: The ids of the selected rows; kept in the binding, and rows are not marked in text.
    ///   - sortOrder: The sort order: the leading comparator's column header shows `^` (forward) or `v` (reverse), and
    ///     tapping a sortable header writes a new order. Sort the rows yourself when it changes.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    ///   - rows: The rows, drawn in the order given.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Value == Sort.Compared {
        self.init(rows: rows(), columns: columns(), sorting: .bound(to: sortOrder))
    }

    /// A sortable table whose rows are written out, with a selection of one row.
    ///
    /// - Parameters:
    ///   - valueType: The type of the rows' values, to help the compiler; no effect on the render.
    ///   - selection: The id of the selected row, or `nil`; kept in the binding, and rows are not marked in text.
    ///   - sortOrder: The sort order: the leading comparator's column header shows `^` (forward) or `v` (reverse), and
    ///     tapping a sortable header writes a new order. Sort the rows yourself when it changes.
    ///   - columns: The columns, left to right; each as wide as its widest cell.
    ///   - rows: The rows, drawn in the order given.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Value == Sort.Compared {
        self.init(rows: rows(), columns: columns(), sorting: .bound(to: sortOrder))
    }
}
