import ConvergenceTree
import Foundation

/// A lazily built vertical stack: text renders build every row, so it draws as a `VStack`.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack, drawn as a ``VStack``.
    ///
    /// - Parameters:
    ///   - alignment: How children narrower than the stack line up: at the leading edge, centred or at the trailing
    ///     edge.
    ///   - spacing: The gap between children, in points (16 points make a row); `nil` leaves no blank row.
    ///   - pinnedViews: Which section views stay pinned while scrolling; accepted and ignored, since nothing scrolls.
    ///   - content: The children, top to bottom.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// A lazily built horizontal stack: text renders build every child, so it draws as an `HStack`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack, drawn as an ``HStack``.
    ///
    /// - Parameters:
    ///   - alignment: How children shorter than the stack line up: at the top, centred or at the bottom.
    ///   - spacing: The gap between children, in points (8 points make a column); `nil` leaves one column.
    ///   - pinnedViews: Which section views stay pinned while scrolling; accepted and ignored, since nothing scrolls.
    ///   - content: The children, leading to trailing.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}
