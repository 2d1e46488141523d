import ConvergenceTree
import Foundation

/// Children one above another.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

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
    public init() {}
    func resolveNodes(in context: ResolveContext) -> [Node] { [.divider] }
}

/// Content shown in full: snapshots have no viewport to scroll.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.scroll(context.resolveSingle(content, at: "ScrollView"))]
    }
}

/// Horizontal or vertical.
public enum Axis: Int8, Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
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
