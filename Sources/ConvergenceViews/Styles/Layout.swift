import ConvergenceTree
import Foundation

/// How the lines of multi-line text line up.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing

    var horizontal: HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// An edge of a rectangle, and sets of them for `.padding`.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        /// Creates a set of edges from its raw bits.
        ///
        /// - Parameter rawValue: The bits: 1 for top, 2 for leading, 4 for bottom, 8 for trailing.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates a set holding one edge.
        ///
        /// - Parameter edge: The edge.
        public init(_ edge: Edge) {
            rawValue = 1 << edge.rawValue
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Turns SwiftUI's points into text cells.
///
/// A column stands for 8 points and a row for 16, close to the advance and line height of body text,
/// so code written for a phone keeps its proportions: `.padding()` (16 pt) is 2 columns and 1 row,
/// `.frame(width: 160)` is 20 columns, `HStack(spacing: 8)` puts 1 column between children.
public enum CellMetrics {
    public static let pointsPerColumn: CGFloat = 8
    public static let pointsPerRow: CGFloat = 16

    /// Columns for a horizontal length in points; `.infinity` stays unbounded.
    ///
    /// - Parameter points: The length in points.
    /// - Returns: The points divided by 8, rounded to the nearest whole column; 0 for zero or negative lengths,
    ///   unbounded for `.infinity`.
    public static func columns(_ points: CGFloat) -> Int {
        cells(points, per: pointsPerColumn)
    }

    /// Rows for a vertical length in points.
    ///
    /// - Parameter points: The length in points.
    /// - Returns: The points divided by 16, rounded to the nearest whole row; 0 for zero or negative lengths, unbounded
    ///   for `.infinity`.
    public static func rows(_ points: CGFloat) -> Int {
        cells(points, per: pointsPerRow)
    }

    private static func cells(_ points: CGFloat, per size: CGFloat) -> Int {
        guard points.isFinite else { return points > 0 ? FrameNode.infinity : 0 }
        guard points > 0 else { return 0 }
        let cells = (points / size).rounded(.toNearestOrAwayFromZero)
        return cells >= CGFloat(Int32.max) ? Int(Int32.max) : Int(cells)
    }
}

/// What a button does, which text renders and HTML show.
public struct ButtonRole: Sendable, Hashable {
    let kind: ButtonNode.Role
    public static let destructive = ButtonRole(kind: .destructive)
    public static let cancel = ButtonRole(kind: .cancel)
}
