import ConvergenceTree
import Foundation

/// The subviews a ``Layout`` arranges, in order.
public struct LayoutSubviews: RandomAccessCollection, Sendable, Equatable {
    let subviews: [LayoutSubview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> LayoutSubview { subviews[position] }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.subviews == rhs.subviews }
}

/// One subview of a ``Layout``: its size (estimated from its text, in points) and where the layout places it.
public struct LayoutSubview: Sendable, Equatable {
    let index: Int
    let size: CGSize
    let placements: LayoutPlacements

    /// The subview's size for a proposal: its text's size, narrowed to a proposed width.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var width = size.width
        if let proposed = proposal.width, proposed.isFinite, proposed > 0 { width = min(width, proposed) }
        return CGSize(width: width, height: size.height)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    public var priority: Double { 0 }

    public var spacing: ViewSpacing { ViewSpacing() }

    /// Records where the subview goes; the text render lines subviews up by these points.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placements.record(index, at: origin)
    }

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
