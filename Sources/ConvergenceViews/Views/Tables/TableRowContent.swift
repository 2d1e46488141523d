import ConvergenceTree
import Foundation

#if canImport(Darwin) && canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif

/// A table's rows, built with `@TableRowBuilder`: `TableRow`s, `ForEach` over them, or your own type whose
/// `tableRowBody` builds them.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent
    @TableRowBuilder<TableRowValue> @MainActor var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("Never has no table rows") }
}

extension TableRowContent where TableRowBody == Never {
    public var tableRowBody: Never {
        fatalError("\(Self.self) is a built-in row; its body is never evaluated")
    }
}

/// One row of a table as it is drawn: its value and its id.
struct TableRowModel {
    var value: Any
    var id: AnyHashable
}

/// Rows that list their values directly instead of having a body.
@MainActor
protocol PrimitiveTableRowContent {
    var rowModels: [TableRowModel] { get }
}

extension TableRowContent {
    /// The rows this content draws, its body's for your own types.
    var resolvedRows: [TableRowModel] {
        if let primitive = self as? any PrimitiveTableRowContent { return primitive.rowModels }
        return tableRowBody.resolvedRows
    }
}

/// A row of a table made from a value, for tables built with `rows:`.
///
/// ```swift
/// Table(of: Purchase.self) { … } rows: {
///     TableRow(Purchase(price: 20))
/// }
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent, PrimitiveTableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: Value

    /// A row for one value.
    ///
    /// - Parameter value: The row's value; each column builds its cell from it.
    public init(_ value: Value) {
        self.value = value
    }

    var rowModels: [TableRowModel] { [TableRowModel(value: value, id: AnyHashable(value.id))] }
}

/// A table's rows from data (`Table(items) { … }`), one for each element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, PrimitiveTableRowContent
where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data

    var rowModels: [TableRowModel] { data.map { TableRowModel(value: $0, id: AnyHashable($0.id)) } }
}

/// No rows.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent, PrimitiveTableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    /// No rows.
    public init() {}

    var rowModels: [TableRowModel] { [] }
}

/// Builds a table's rows from several rows, `ForEach`, `if` and `switch`.
@MainActor @resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Passes one row (or group of rows) through as written.
    ///
    /// - Parameter content: The rows.
    /// - Returns: The same rows.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// An empty block.
    ///
    /// - Returns: No rows.
    public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }

    /// A block of one row (or group of rows).
    ///
    /// - Parameter content: The rows.
    /// - Returns: The same rows.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// A block of several rows, kept top to bottom in the order written.
    ///
    /// - Parameter content: The rows.
    /// - Returns: The rows as one piece of row content.
    public static func buildBlock<each Content: TableRowContent>(_ content: repeat each Content)
        -> TupleTableRowContent<Value, (repeat each Content)>
    {
        var rows: [TableRowModel] = []
        for row in repeat each content { rows += row.resolvedRows }
        return TupleTableRowContent(rows: rows)
    }

    /// An `if` without an `else`.
    ///
    /// - Parameter content: The rows when the condition holds, `nil` otherwise.
    /// - Returns: The rows, or none.
    public static func buildOptional<Content: TableRowContent>(_ content: Content?)
        -> TupleTableRowContent<Value, Content?>
    where Content.TableRowValue == Value {
        TupleTableRowContent(rows: content?.resolvedRows ?? [])
    }

    /// The first branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter first: The branch's rows.
    /// - Returns: The first branch's rows.
    public static func buildEither<First: TableRowContent, Second: TableRowContent>(first: First)
        -> TupleTableRowContent<Value, (First, Second)>
    where First.TableRowValue == Value {
        TupleTableRowContent(rows: first.resolvedRows)
    }

    /// The second branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter second: The branch's rows.
    /// - Returns: The second branch's rows.
    public static func buildEither<First: TableRowContent, Second: TableRowContent>(second: Second)
        -> TupleTableRowContent<Value, (First, Second)>
    where Second.TableRowValue == Value {
        TupleTableRowContent(rows: second.resolvedRows)
    }

    /// Rows under an `if #available` check.
    ///
    /// - Parameter content: The rows.
    /// - Returns: The same rows.
    public static func buildLimitedAvailability<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }
}

/// Rows gathered from a builder block.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, PrimitiveTableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let rows: [TableRowModel]
    var rowModels: [TableRowModel] { rows }
}

extension ForEach: TableRowContent, PrimitiveTableRowContent
where Content: TableRowContent, Data.Element == Content.TableRowValue, ID == Data.Element.ID {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    /// One table row (or several) per element of a collection.
    ///
    /// - Parameters:
    ///   - data: The values, one group of rows each, in the order given.
    ///   - content: Builds the rows of one value.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, id: { $0.id }, content: content)
    }

    var rowModels: [TableRowModel] { data.flatMap { content($0).resolvedRows } }
}

/// Table rows from data that can take rows dropped in: `ForEach`, with `.onInsert`.
@MainActor @preconcurrency
public protocol DynamicTableRowContent: TableRowContent {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicTableRowContent
where Content: TableRowContent, Data.Element == Content.TableRowValue, ID == Data.Element.ID {}

extension DynamicTableRowContent {
    /// Accepted: nothing is ever dropped into a scenario's table, so the action never runs; the rows are drawn as
    /// before.
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The kinds of content that may be dropped; accepted as a no-op in text.
    ///   - action: Called with the row index and the dropped items; never called.
    /// - Returns: These rows, unchanged.
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> Self {
        self
    }
}

extension TableRowContent {
    /// Accepted: rows are not dragged out of a scenario's table.
    ///
    /// - Parameter action: Gives the item a drag carries; never called.
    /// - Returns: These rows, unchanged.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> Self { self }

    /// Accepted: rows are not dragged out of a scenario's table.
    ///
    /// - Parameter payload: The value a drag carries; never evaluated.
    /// - Returns: These rows, unchanged.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }

    /// Accepted: row menus are not shown in tables; no change in text.
    ///
    /// - Parameter menuItems: The menu's items; not drawn in text.
    /// - Returns: These rows, unchanged.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }
}
