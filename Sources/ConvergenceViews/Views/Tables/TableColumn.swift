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
    public func width(_ width: CGFloat) -> Self { self }

    /// Accepted: columns are as wide as their widest cell in text renders.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }

    /// Accepted: cells are placed at the leading edge in text renders.
    public func alignment(_ alignment: TableColumnAlignment) -> Self { self }

    /// Accepted: scenarios do not customise columns.
    public func customizationID(_ id: String) -> Self { self }

    /// Accepted: every column is shown.
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
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), comparator: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title), comparator: nil, content: content)
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text, comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(title: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

// Columns that sort by a key path.
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    public init<V: Comparable>(
        _ text: Text, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: text, comparator: KeyPathComparator(value), content: content)
    }

    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(title: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            title: Text(titleKey), comparator: KeyPathComparator(value, comparator: FalseFirstComparator()),
            content: content)
    }

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
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
        comparator: String.StandardComparator = .tableDefault
    ) {
        self.init(title: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .tableDefault
    ) {
        self.init(title: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

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
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: Text(titleKey), comparator: comparator, content: content)
    }

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
