import ConvergenceTree
import Foundation

// List and row appearance that text renders draw alike: accepted so existing code compiles, changing nothing.

/// How prominent a section header is; no change in text.
public enum Prominence: Sendable, Hashable {
    case standard, increased
}

extension View {
    /// Accepted; rows have no insets of their own in text.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }

    /// Accepted; rows are always separated alike in text.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Accepted; rows are always separated alike in text.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Accepted; sections are always separated alike in text.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Accepted; rows have no background in text.
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }

    /// Accepted; rows are spaced alike in text.
    public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }

    /// Accepted; sections are spaced alike in text.
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }

    /// Accepted; headers look alike in text.
    public func headerProminence(_ prominence: Prominence) -> Self { self }

    /// Accepted; lists and forms have no background in text.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }

    /// Accepted; any row can be selected in text renders.
    public func selectionDisabled(_ isDisabled: Bool = true) -> Self { self }
}

extension VerticalEdge {
    /// Sets of top and bottom edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    /// Accepted: rows have no tint in text.
    public func listItemTint(_ tint: Color?) -> Self { self }
}
