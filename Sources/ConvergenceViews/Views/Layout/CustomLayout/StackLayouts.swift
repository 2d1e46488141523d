import ConvergenceTree
import Foundation

/// `HStack` as a layout value, for ``AnyLayout``.
public struct HStackLayout: Layout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

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

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

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

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

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

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

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

    public init<L: Layout>(_ layout: L) {
        base = layout as? any BuiltInLayout
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    /// A custom layout inside `AnyLayout` is drawn as a vertical stack.
    func node(arranging children: [Node]) -> Node {
        base?.node(arranging: children)
            ?? .stack(StackNode(axis: .vertical, alignment: .topLeading, spacing: 0, children: children))
    }
}
