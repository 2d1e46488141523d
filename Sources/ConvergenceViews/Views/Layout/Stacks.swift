import ConvergenceTree
import Foundation

/// Children one above another.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a stack that puts its children one above another.
    ///
    /// - Parameters:
    ///   - alignment: How children narrower than the stack line up: at the leading edge, centred or at the trailing
    ///     edge.
    ///   - spacing: The gap between children, in points (16 points make a row); `nil` leaves no blank row.
    ///   - content: The children, top to bottom.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let children = context.resolve(content, at: "VStack")
        let stack = StackNode(
            axis: .vertical,
            alignment: Alignment(horizontal: alignment, vertical: .top),
            spacing: spacing.map(CellMetrics.rows),
            children: children
        )
        return [.stack(stack)]
    }
}

/// Children side by side, sharing the width by how flexible each is.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a stack that puts its children side by side.
    ///
    /// - Parameters:
    ///   - alignment: How children shorter than the stack line up: at the top, centred or at the bottom.
    ///   - spacing: The gap between children, in points (8 points make a column); `nil` leaves one column.
    ///   - content: The children, leading to trailing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let children = context.resolve(content, at: "HStack")
        let stack = StackNode(
            axis: .horizontal,
            alignment: Alignment(horizontal: .leading, vertical: alignment),
            spacing: spacing.map(CellMetrics.columns),
            children: children
        )
        return [.stack(stack)]
    }
}

/// Children overlaid, later ones on top.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// Creates a stack that draws its children over one another.
    ///
    /// - Parameters:
    ///   - alignment: Where children smaller than the stack are placed.
    ///   - content: The children, later ones on top.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.stack(StackNode(axis: .depth, alignment: alignment, children: context.resolve(content, at: "ZStack")))]
    }
}

/// Flexible space along the enclosing stack; in a vertical stack without a height it takes `minLength` rows.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    let minLength: CGFloat?

    /// Creates flexible space.
    ///
    /// - Parameter minLength: The least space, in points (8 points make a column, 16 a row); `nil` has no minimum.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.spacer(SpacerNode(minColumns: minLength.map(CellMetrics.columns), minRows: minLength.map(CellMetrics.rows)))]
    }
}

/// A line across the enclosing stack.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    /// Creates a line across the enclosing stack.
    public init() {}
    func resolveNodes(in context: ResolveContext) -> [Node] { [.divider] }
}

/// Content shown in full: snapshots have no viewport to scroll.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// Creates a scroll view; text renders show all of its content.
    ///
    /// - Parameters:
    ///   - axes: The directions it would scroll in; accepted and ignored, since nothing scrolls in text.
    ///   - showsIndicators: Whether to show scroll bars; accepted and ignored, since none are drawn.
    ///   - content: The content, drawn in full.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        scrollsAcrossOnly = !axes.contains(.vertical)
    }

    /// Whether it scrolls only across: in a screen it is then as tall as its content instead of taking the rows left.
    let scrollsAcrossOnly: Bool

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let content = context.resolveSingle(content, at: "ScrollView")
        guard scrollsAcrossOnly, !content.isRow else { return [.scroll(content)] }
        // The tree knows a scroll view that scrolls across by its content: a row.
        return [.scroll(.stack(StackNode(axis: .horizontal, alignment: .top, spacing: 0, children: [content])))]
    }
}

/// Horizontal or vertical.
public enum Axis: Int8, Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        /// Creates a set of axes from its raw bits.
        ///
        /// - Parameter rawValue: The bits: 1 for horizontal, 2 for vertical.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension Alignment {
    public static let centerFirstTextBaseline = Alignment.center
}

extension VerticalAlignment {
    public static let firstTextBaseline = VerticalAlignment.top
    public static let lastTextBaseline = VerticalAlignment.bottom
}
