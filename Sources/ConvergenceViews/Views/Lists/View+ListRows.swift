import ConvergenceTree
import Foundation

// List and row appearance that text renders draw alike: accepted so existing code compiles, changing nothing.

/// How prominent a section header is; no change in text.
public enum Prominence: Sendable, Hashable {
    case standard, increased
}

extension View {
    /// Accepted; rows have no insets of their own in text.
    ///
    /// - Parameter insets: The row's insets in points, or `nil` for the default.
    /// - Returns: The view unchanged.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }

    /// Accepted; rows are always separated alike in text.
    ///
    /// - Parameters:
    ///   - visibility: Whether to show it.
    ///   - edges: Which edges it applies to; both by default.
    /// - Returns: The view unchanged.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Accepted; rows are always separated alike in text.
    ///
    /// - Parameters:
    ///   - color: The separator's colour, or `nil` for the default.
    ///   - edges: Which edges it applies to; both by default.
    /// - Returns: The view unchanged.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Accepted; sections are always separated alike in text.
    ///
    /// - Parameters:
    ///   - visibility: Whether to show it.
    ///   - edges: Which edges it applies to; both by default.
    /// - Returns: The view unchanged.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Accepted; rows have no background in text.
    ///
    /// - Parameter view: The background view, or `nil`.
    /// - Returns: The view unchanged.
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }

    /// Accepted; rows are spaced alike in text.
    ///
    /// - Parameter spacing: The space in points.
    /// - Returns: The view unchanged.
    public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }

    /// Accepted; sections are spaced alike in text.
    ///
    /// - Parameter spacing: The space in points.
    /// - Returns: The view unchanged.
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }

    /// Accepted; sections are spaced alike in text.
    ///
    /// - Parameter spacing: `.default`, `.compact` or `.custom(_:)`.
    /// - Returns: The view unchanged.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> Self { self }

    /// Accepted; headers look alike in text.
    ///
    /// - Parameter prominence: The header's prominence.
    /// - Returns: The view unchanged.
    public func headerProminence(_ prominence: Prominence) -> Self { self }

    /// Accepted; lists and forms have no background in text.
    ///
    /// - Parameter visibility: Whether to show it.
    /// - Returns: The view unchanged.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }

    /// Accepted; any row can be selected in text renders.
    ///
    /// - Parameter isDisabled: Whether the row may not be selected; `true` by default.
    /// - Returns: The view unchanged.
    public func selectionDisabled(_ isDisabled: Bool = true) -> Self { self }
}

extension VerticalEdge {
    /// Sets of top and bottom edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        /// A set of edges from its bits; prefer ``top``, ``bottom`` and ``all``.
        ///
        /// - Parameter rawValue: The bits: 1 top, 2 bottom.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    /// Accepted: rows have no tint in text.
    ///
    /// - Parameter tint: The tint, or `nil`.
    /// - Returns: The view unchanged.
    public func listItemTint(_ tint: Color?) -> Self { self }

    /// Accepted; the older watchOS name for a row's background colour, which text does not draw.
    ///
    /// - Parameter color: The colour behind the row.
    /// - Returns: The view unchanged.
    public func listRowPlatterColor(_ color: Color?) -> Self { self }
}

/// The space between a list's sections: `.listSectionSpacing(.compact)`.
public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?

    /// The platform's spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less space than the default.
    public static let compact = ListSectionSpacing(points: 8)

    /// A spacing in points.
    ///
    /// - Parameter spacing: The space in points.
    /// - Returns: The spacing.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}
