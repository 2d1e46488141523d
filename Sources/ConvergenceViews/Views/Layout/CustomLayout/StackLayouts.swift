import ConvergenceTree
import Foundation

/// `HStack` as a layout value, for ``AnyLayout``.
public struct HStackLayout: Layout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    ///
    /// - Parameters:
    ///   - alignment: How children shorter than the stack line up: at the top, centred or at the bottom.
    ///   - spacing: The gap between children, in points (8 points make a column); `nil` leaves one column.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Answers the proposal with its unspecified dimensions taken as 10 points; text renders draw this layout as a
    ///
    /// stack directly and do not call this.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    /// - Returns: The proposed size, with 10 points for each unspecified dimension.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Does nothing: text renders draw this layout directly, without placing subviews one by one.
    ///
    /// - Parameters:
    ///   - bounds: The region to place the subviews in; not read.
    ///   - proposal: The size offered; not read.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func node(arranging children: [Node]) -> Node {
        .stack(
            StackNode(
                axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment),
                spacing: spacing.map(CellMetrics.columns), children: children))
    }
}

/// `VStack` as a layout value, for ``AnyLayout``.
public struct VStackLayout: Layout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    ///
    /// - Parameters:
    ///   - alignment: How children narrower than the stack line up: at the leading edge, centred or at the trailing
    ///     edge.
    ///   - spacing: The gap between children, in points (16 points make a row); `nil` leaves no blank row.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Answers the proposal with its unspecified dimensions taken as 10 points; text renders draw this layout as a
    ///
    /// stack directly and do not call this.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    /// - Returns: The proposed size, with 10 points for each unspecified dimension.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Does nothing: text renders draw this layout directly, without placing subviews one by one.
    ///
    /// - Parameters:
    ///   - bounds: The region to place the subviews in; not read.
    ///   - proposal: The size offered; not read.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func node(arranging children: [Node]) -> Node {
        .stack(
            StackNode(
                axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .top),
                spacing: spacing.map(CellMetrics.rows), children: children))
    }
}

/// `ZStack` as a layout value, for ``AnyLayout``.
public struct ZStackLayout: Layout, BuiltInLayout {
    public var alignment: Alignment

    /// Creates a layout that draws its children over one another.
    ///
    /// - Parameter alignment: Where children smaller than the stack are placed.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// Answers the proposal with its unspecified dimensions taken as 10 points; text renders draw this layout as a
    ///
    /// stack directly and do not call this.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    /// - Returns: The proposed size, with 10 points for each unspecified dimension.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Does nothing: text renders draw this layout directly, without placing subviews one by one.
    ///
    /// - Parameters:
    ///   - bounds: The region to place the subviews in; not read.
    ///   - proposal: The size offered; not read.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func node(arranging children: [Node]) -> Node {
        .stack(StackNode(axis: .depth, alignment: alignment, children: children))
    }
}

/// `Grid` as a layout value, for ``AnyLayout``: `GridRow`s inside become its rows.
public struct GridLayout: Layout, BuiltInLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout.
    ///
    /// - Parameters:
    ///   - alignment: How cells narrower than their column line up; only the horizontal part changes the text render.
    ///   - horizontalSpacing: The gap between columns, in points (8 points make a column); `nil` means 8 points.
    ///   - verticalSpacing: The gap between rows, in points (16 points make a row); `nil` leaves no gap.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Answers the proposal with its unspecified dimensions taken as 10 points; text renders draw this layout as a
    ///
    /// stack directly and do not call this.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    /// - Returns: The proposed size, with 10 points for each unspecified dimension.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Does nothing: text renders draw this layout directly, without placing subviews one by one.
    ///
    /// - Parameters:
    ///   - bounds: The region to place the subviews in; not read.
    ///   - proposal: The size offered; not read.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func node(arranging children: [Node]) -> Node {
        let sorted = GridRows.rows(of: children)
        return .grid(
            GridNode(
                cells: .rows(sorted.rows), spans: sorted.spans, alignment: alignment.horizontal,
                horizontalSpacing: CellMetrics.columns(horizontalSpacing ?? 8),
                verticalSpacing: CellMetrics.rows(verticalSpacing ?? 0)))
    }
}

/// A layout of any type, so code can switch layouts by a condition: `isWide ? AnyLayout(HStackLayout()) : …`.
public struct AnyLayout: Layout, BuiltInLayout {
    private let base: (any BuiltInLayout)?

    /// Wraps a layout.
    ///
    /// - Parameter layout: The layout to use: a stack or grid layout is drawn as such; any other is drawn as a vertical
    ///   stack.
    public init<L: Layout>(_ layout: L) {
        base = layout as? any BuiltInLayout
    }

    /// Answers the proposal with its unspecified dimensions taken as 10 points; text renders draw this layout as a
    ///
    /// stack directly and do not call this.
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    /// - Returns: The proposed size, with 10 points for each unspecified dimension.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Does nothing: text renders draw this layout directly, without placing subviews one by one.
    ///
    /// - Parameters:
    ///   - bounds: The region to place the subviews in; not read.
    ///   - proposal: The size offered; not read.
    ///   - subviews: The subviews; not read.
    ///   - cache: The layout's empty cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    /// A custom layout inside `AnyLayout` is drawn as a vertical stack.
    func node(arranging children: [Node]) -> Node {
        base?.node(arranging: children)
            ?? .stack(StackNode(axis: .vertical, alignment: .topLeading, spacing: 0, children: children))
    }
}
