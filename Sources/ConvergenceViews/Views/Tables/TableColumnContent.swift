import ConvergenceTree
import Foundation

/// A table's columns, built with `@TableColumnBuilder`: `TableColumn`s, `if`/`else`, or your own type whose
/// `tableColumnBody` builds them.
///
/// ```swift
/// struct SizeColumns: TableColumnContent {
///     var tableColumnBody: some TableColumnContent<FileItem, Never> {
///         TableColumn("Size") { file in Text("\(file.size) KB") }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody: TableColumnContent
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator> @MainActor var tableColumnBody: TableColumnBody {
        get
    }
}

extension Never: TableColumnContent {
    public typealias TableColumnBody = Never
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public var tableColumnBody: Never { fatalError("Never has no table columns") }
}

extension TableColumnContent where TableColumnBody == Never {
    public var tableColumnBody: Never {
        fatalError("\(Self.self) is a built-in column; its body is never evaluated")
    }
}

/// One column as a table draws it, whatever its row and comparator types.
struct TableColumnModel {
    /// The header's text view, resolved with the table.
    var title: Text
    /// The column's comparator in its forward order, to find it in the table's sort order; nil when it does not sort.
    var sortKey: AnyHashable?
    /// The comparator itself (of the table's comparator type), for a tap on the header to sort by.
    var sortComparator: Any?
    /// The cell of a row (the row is the table's row value).
    var cell: @MainActor (Any, ResolveContext, String) -> Node
}

/// Columns that list their models directly instead of having a body.
@MainActor
protocol PrimitiveTableColumnContent {
    var columnModels: [TableColumnModel] { get }
}

extension TableColumnContent {
    /// The columns this content draws, its body's for your own types.
    var resolvedColumns: [TableColumnModel] {
        if let primitive = self as? any PrimitiveTableColumnContent { return primitive.columnModels }
        return tableColumnBody.resolvedColumns
    }
}

/// Builds a table's columns from several columns, `if` and `switch`. Columns that do not sort fit in a sortable
/// table.
@MainActor @resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// Passes one column through as written.
    ///
    /// - Parameter content: The column.
    /// - Returns: The same column.
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }

    /// Lets a column that does not sort sit in a sortable table.
    ///
    /// - Parameter content: The column; its header never sorts.
    /// - Returns: The column, typed for the table's sort order.
    @_disfavoredOverload
    public static func buildExpression<Content: TableColumnContent>(_ content: Content)
        -> UnsortedTableColumnContent<RowValue, Sort, Content>
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Never {
        UnsortedTableColumnContent(base: content)
    }

    /// A block of one column.
    ///
    /// - Parameter content: The column.
    /// - Returns: The same column.
    public static func buildBlock<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }

    /// A block of several columns, kept left to right in the order written.
    ///
    /// - Parameter content: The columns.
    /// - Returns: The columns as one piece of column content.
    public static func buildBlock<each Content: TableColumnContent>(_ content: repeat each Content)
        -> TupleTableColumnContent<RowValue, Sort, (repeat each Content)>
    {
        var models: [TableColumnModel] = []
        for column in repeat each content { models += column.resolvedColumns }
        return TupleTableColumnContent(models: models)
    }

    /// An `if` without an `else`.
    ///
    /// - Parameter content: The column when the condition holds, `nil` otherwise.
    /// - Returns: The column, or `nil` for none.
    public static func buildOptional<Content: TableColumnContent>(_ content: Content?) -> Content?
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }

    /// The first branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter first: The branch's columns.
    /// - Returns: Content holding the first branch's columns.
    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(first: First)
        -> ConditionalTableColumnContent<RowValue, Sort, First, Second>
    where First.TableRowValue == RowValue, First.TableColumnSortComparator == Sort {
        ConditionalTableColumnContent(models: first.resolvedColumns)
    }

    /// The second branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter second: The branch's columns.
    /// - Returns: Content holding the second branch's columns.
    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(second: Second)
        -> ConditionalTableColumnContent<RowValue, Sort, First, Second>
    where Second.TableRowValue == RowValue, Second.TableColumnSortComparator == Sort {
        ConditionalTableColumnContent(models: second.resolvedColumns)
    }

    /// Columns under an `if #available` check.
    ///
    /// - Parameter content: The columns.
    /// - Returns: The same columns.
    public static func buildLimitedAvailability<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }
}

/// Several columns from one builder block.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent,
    PrimitiveTableColumnContent
{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    let models: [TableColumnModel]
    var columnModels: [TableColumnModel] { models }
}

/// A column that does not sort, in a table that does.
public struct UnsortedTableColumnContent<RowValue: Identifiable, Sort: SortComparator, Base: TableColumnContent>:
    TableColumnContent, PrimitiveTableColumnContent
{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    let base: Base
    var columnModels: [TableColumnModel] { base.resolvedColumns }
}

/// Columns shown only when an `if` holds.
extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never
}

extension Optional: PrimitiveTableColumnContent where Wrapped: TableColumnContent {
    var columnModels: [TableColumnModel] { self?.resolvedColumns ?? [] }
}

/// One of two column contents, chosen by `if`/`else` or `switch`.
public struct ConditionalTableColumnContent<RowValue: Identifiable, Sort: SortComparator, First, Second>:
    TableColumnContent, PrimitiveTableColumnContent
{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    let models: [TableColumnModel]
    var columnModels: [TableColumnModel] { models }
}
