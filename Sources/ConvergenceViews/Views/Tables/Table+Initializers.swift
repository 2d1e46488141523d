import Foundation

// SwiftUI's initializers: rows from data or from a `rows:` builder, each with or without a selection (a set of
// ids, or one optional id) and a sort order.

extension Table {
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: nil)
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: nil)
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: nil)
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: .bound(to: sortOrder))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: .bound(to: sortOrder))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sorting: .bound(to: sortOrder))
    }
}

extension Table {
    public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), sorting: nil)
    }

    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), sorting: nil)
    }

    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), sorting: nil)
    }

    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Value == Sort.Compared {
        self.init(rows: rows(), columns: columns(), sorting: .bound(to: sortOrder))
    }

    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Value == Sort.Compared {
        self.init(rows: rows(), columns: columns(), sorting: .bound(to: sortOrder))
    }

    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Value == Sort.Compared {
        self.init(rows: rows(), columns: columns(), sorting: .bound(to: sortOrder))
    }
}
