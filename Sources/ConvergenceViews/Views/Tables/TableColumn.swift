import ConvergenceTree
import Foundation

/// A column of a ``Table``: a header and a view for each row. A column made from a key path sorts by it in a
/// table with a `sortOrder`.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Size", value: \.size) { file in Text("\(file.size) KB") }
/// TableColumn("Kind") { file in Text(file.kind) }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
    TableColumnContent, PrimitiveTableColumnContent
{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let title: Text
    let comparator: Sort?
    let content: (RowValue) -> Content

    init(title: Text, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.title = title
        self.comparator = comparator
        self.content = content
    }

    var columnModels: [TableColumnModel] {
        let content = self.content
        return [
            TableColumnModel(
                title: title,
                sortKey: comparator.map { comparator in
                    var forward = comparator
                    forward.order = .forward
                    return AnyHashable(forward)
                },
                sortComparator: comparator,
                cell: { row, context, component in
                    guard let row = row as? RowValue else { return .empty }
                    return context.resolveSingle(content(row), at: component)
                })
        ]
    }

    /// Accepted: columns are as wide as their widest cell in text renders.
    ///
    /// - Parameter width: The column's width in points; accepted as a no-op in text.
    /// - Returns: This column, unchanged.
    public func width(_ width: CGFloat) -> Self { self }

    /// Accepted: columns are as wide as their widest cell in text renders.
    ///
    /// - Parameters:
    ///   - min: The least width in points; accepted as a no-op in text.
    ///   - ideal: The preferred width in points; accepted as a no-op in text.
    ///   - max: The greatest width in points; accepted as a no-op in text.
    /// - Returns: This column, unchanged.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }

    /// Accepted: cells are placed at the leading edge in text renders.
    ///
    /// - Parameter alignment: Where cells sit in the column; accepted as a no-op in text.
    /// - Returns: This column, unchanged.
    public func alignment(_ alignment: TableColumnAlignment) -> Self { self }

    /// Accepted: scenarios do not customise columns.
    ///
    /// - Parameter id: The name a device saves the column's customisation under; accepted as a no-op in text.
    /// - Returns: This column, unchanged.
    public func customizationID(_ id: String) -> Self { self }

    /// Accepted: every column is shown.
    ///
    /// - Parameter visibility: Whether the column starts shown; accepted as a no-op in text.
    /// - Returns: This column, unchanged.
    public func defaultVisibility(_ visibility: Visibility) -> Self { self }
}

/// How a column places its cells; accepted, text renders place them at the leading edge.
public struct TableColumnAlignment: Hashable, Sendable {
    let name: String

    public static let automatic = TableColumnAlignment(name: "automatic")
    public static let leading = TableColumnAlignment(name: "leading")
    public static let center = TableColumnAlignment(name: "center")
    public static let trailing = TableColumnAlignment(name: "trailing")
    public static let numeric = TableColumnAlignment(name: "numeric")
}

// Columns that do not sort.
extension TableColumn where Sort == Never, Label == Text {
    /// A column that does not sort, with cells built from each row.
    ///
    /// - Parameters:
    ///   - titleKey: The column's header, drawn in bold.
    ///   - content: Builds the cell of each row from the row's value.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), comparator: nil, content: content)
    }

    /// A column that does not sort, with a header string and cells built from each row.
    ///
    /// - Parameters:
    ///   - title: The column's header, drawn in bold.
    ///   - content: Builds the cell of each row from the row's value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title), comparator: nil, content: content)
    }

    /// A column that does not sort, with a header text and cells built from each row.
    ///
    /// - Parameters:
    ///   - text: The column's header, drawn in bold.
    ///   - content: Builds the cell of each row from the row's value.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text, comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column that does not sort, whose cells show a string of each row.
    ///
    /// - Parameters:
    ///   - titleKey: The column's header, drawn in bold.
    ///   - value: The key path to the text each cell shows.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column that does not sort, with a header string, whose cells show a string of each row.
    ///
    /// - Parameters:
    ///   - title: The column's header, drawn in bold.
    ///   - value: The key path to the text each cell shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column that does not sort, with a header text, whose cells show a string of each row.
    ///
    /// - Parameters:
    ///   - text: The column's header, drawn in bold.
    ///   - value: The key path to the text each cell shows.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(title: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

// Columns that sort by a key path.
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column that sorts by a comparable value, with cells built from each row.
    ///
    /// - Parameters:
    ///   - titleKey: The column's header, drawn in bold.
    ///   - value: The key path the column sorts by, in a table with a sort order.
    ///   - content: Builds the cell of each row from the row's value.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    /// A column with a header string that sorts by a comparable value, with cells built from each row.
    ///
    /// - Parameters:
    ///   - title: The column's header, drawn in bold.
    ///   - value: The key path the column sorts by, in a table with a sort order.
    ///   - content: Builds the cell of each row from the row's value.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    /// A column with a header text that sorts by a comparable value, with cells built from each row.
    ///
    /// - Parameters:
    ///   - text: The column's header, drawn in bold.
    ///   - value: The key path the column sorts by, in a table with a sort order.
    ///   - content: Builds the cell of each row from the row's value.
    public init<V: Comparable>(
        _ text: Text, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: text, comparator: KeyPathComparator(value), content: content)
    }

    /// A column that sorts by a value with a comparator of your own, with cells built from each row.
    ///
    /// - Parameters:
    ///   - titleKey: The column's header, drawn in bold.
    ///   - value: The key path the column sorts by, in a table with a sort order.
    ///   - comparator: How the values of `value` are compared when sorting.
    ///   - content: Builds the cell of each row from the row's value.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column with a header string that sorts by a value with a comparator of your own, with cells built from each
    /// row.
    ///
    /// - Parameters:
    ///   - title: The column's header, drawn in bold.
    ///   - value: The key path the column sorts by, in a table with a sort order.
    ///   - comparator: How the values of `value` are compared when sorting.
    ///   - content: Builds the cell of each row from the row's value.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(title: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column that sorts by a Boolean value, with cells built from each row.
    ///
    /// - Parameters:
    ///   - titleKey: The column's header, drawn in bold.
    ///   - value: The key path the column sorts by (`false` before `true`), in a table with a sort order.
    ///   - content: Builds the cell of each row from the row's value.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            title: Text(titleKey), comparator: KeyPathComparator(value, comparator: FalseFirstComparator()),
            content: content)
    }

    /// A column with a header string that sorts by a Boolean value, with cells built from each row.
    ///
    /// - Parameters:
    ///   - title: The column's header, drawn in bold.
    ///   - value: The key path the column sorts by (`false` before `true`), in a table with a sort order.
    ///   - content: Builds the cell of each row from the row's value.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, Bool> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            title: Text(title), comparator: KeyPathComparator(value, comparator: FalseFirstComparator()),
            content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column whose cells show a string of each row, sorting by it.
    ///
    /// - Parameters:
    ///   - titleKey: The column's header, drawn in bold.
    ///   - value: The key path to the text each cell shows and the column sorts by, in a table with a sort order.
    ///   - comparator: How the strings are compared when sorting; unless given, `.localizedStandard` on Apple
    ///     platforms and `.lexical` elsewhere.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
        comparator: String.StandardComparator = .tableDefault
    ) {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// A column with a header string whose cells show a string of each row, sorting by it.
    ///
    /// - Parameters:
    ///   - title: The column's header, drawn in bold.
    ///   - value: The key path to the text each cell shows and the column sorts by, in a table with a sort order.
    ///   - comparator: How the strings are compared when sorting; unless given, `.localizedStandard` on Apple
    ///     platforms and `.lexical` elsewhere.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .tableDefault
    ) {
        self.init(title: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// A column with a header text whose cells show a string of each row, sorting by it.
    ///
    /// - Parameters:
    ///   - text: The column's header, drawn in bold.
    ///   - value: The key path to the text each cell shows and the column sorts by, in a table with a sort order.
    ///   - comparator: How the strings are compared when sorting; unless given, `.localizedStandard` on Apple
    ///     platforms and `.lexical` elsewhere.
    public init(
        _ text: Text, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .tableDefault
    ) {
        self.init(title: text, comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }
}

// Columns that sort with a comparator of your own.
extension TableColumn where Label == Text {
    /// A column that sorts with a comparator of your own, with cells built from each row.
    ///
    /// - Parameters:
    ///   - titleKey: The column's header, drawn in bold.
    ///   - comparator: The comparator the table's sort order gets when the header is tapped.
    ///   - content: Builds the cell of each row from the row's value.
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(titleKey), comparator: comparator, content: content)
    }

    /// A column with a header string that sorts with a comparator of your own, with cells built from each row.
    ///
    /// - Parameters:
    ///   - title: The column's header, drawn in bold.
    ///   - comparator: The comparator the table's sort order gets when the header is tapped.
    ///   - content: Builds the cell of each row from the row's value.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(title), comparator: comparator, content: content)
    }
}

extension String.StandardComparator {
    /// SwiftUI's default for string columns: `.localizedStandard` where Foundation has it, else `.lexical`.
    @usableFromInline static var tableDefault: String.StandardComparator {
        #if canImport(Darwin)
            .localizedStandard
        #else
            .lexical
        #endif
    }
}

/// Orders `false` before `true`, for columns of Boolean values.
struct FalseFirstComparator: SortComparator {
    var order: SortOrder = .forward

    func compare(_ lhs: Bool, _ rhs: Bool) -> ComparisonResult {
        let result: ComparisonResult = lhs == rhs ? .orderedSame : (lhs ? .orderedDescending : .orderedAscending)
        guard order == .reverse else { return result }
        return switch result {
        case .orderedAscending: .orderedDescending
        case .orderedDescending: .orderedAscending
        case .orderedSame: .orderedSame
        }
    }
}
