import ConvergenceTree
import Foundation

/// The subviews a ``Layout`` arranges, in order.
public struct LayoutSubviews: RandomAccessCollection, Sendable, Equatable {
    let subviews: [LayoutSubview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    /// Accesses the subview at a position.
    ///
    /// - Parameter position: The subview's index, from `startIndex` up to but not including `endIndex`.
    /// - Returns: The subview.
    public subscript(position: Int) -> LayoutSubview { subviews[position] }

    /// Whether two collections hold the same subviews.
    ///
    /// - Parameters:
    ///   - lhs: A collection of subviews.
    ///   - rhs: Another collection of subviews.
    /// - Returns: `true` if the subviews are equal one by one.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.subviews == rhs.subviews }
}

/// One subview of a ``Layout``: its size (estimated from its text, in points) and where the layout places it.
public struct LayoutSubview: Sendable, Equatable {
    let index: Int
    let size: CGSize
    let placements: LayoutPlacements

    /// The subview's size for a proposal: its text's size, narrowed to a proposed width.
    ///
    /// - Parameter proposal: The offered size; only a finite, positive width changes the answer.
    /// - Returns: The subview's size in points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var width = size.width
        if let proposed = proposal.width, proposed.isFinite, proposed > 0 { width = min(width, proposed) }
        return CGSize(width: width, height: size.height)
    }

    /// The subview's width and height for a proposal, as ``sizeThatFits(_:)`` gives them.
    ///
    /// - Parameter proposal: The offered size; only a finite, positive width changes the answer.
    /// - Returns: The subview's dimensions in points.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    public var priority: Double { 0 }

    public var spacing: ViewSpacing { ViewSpacing() }

    /// Records where the subview goes; the text render lines subviews up by these points.
    ///
    /// - Parameters:
    ///   - position: The point, in the layout's points, where the anchor of the subview goes.
    ///   - anchor: Which point of the subview sits at `position`; the default is its top-leading corner.
    ///   - proposal: The size offered to the subview, which gives the size the anchor is measured in.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placements.record(index, at: origin)
    }

    /// Whether two subviews are the same: the same position in the layout and the same size.
    ///
    /// - Parameters:
    ///   - lhs: A subview.
    ///   - rhs: Another subview.
    /// - Returns: `true` if both the position and the size are equal.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.index == rhs.index && lhs.size == rhs.size
    }
}

/// Where a layout placed each subview during one resolve.
final class LayoutPlacements: @unchecked Sendable {
    private let lock = NSLock()
    private var origins: [Int: CGPoint] = [:]

    func record(_ index: Int, at origin: CGPoint) {
        lock.withLock { origins[index] = origin }
    }

    func origin(of index: Int) -> CGPoint? {
        lock.withLock { origins[index] }
    }
}
