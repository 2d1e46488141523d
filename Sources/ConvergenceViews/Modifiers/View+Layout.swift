import ConvergenceTree
import Foundation

extension View {
    /// Space around the view: by default 2 columns left and right and 1 row above and below (16 points).
    ///
    /// - Parameters:
    ///   - edges: The edges to pad; all by default.
    ///   - length: The space in points (8 per column, 16 per row); `nil` (the default) gives 2 columns or 1 row.
    /// - Returns: The padded view.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> {
        let columns = length.map(CellMetrics.columns) ?? 2
        let rows = length.map(CellMetrics.rows) ?? 1
        let insets = CellInsets(
            top: edges.contains(.top) ? rows : 0,
            leading: edges.contains(.leading) ? columns : 0,
            bottom: edges.contains(.bottom) ? rows : 0,
            trailing: edges.contains(.trailing) ? columns : 0
        )
        return modified(.wrap { .padding(insets, $0) })
    }

    /// Equal space on every edge, in points.
    ///
    /// - Parameter length: The space in points: 8 points make a column, 16 a row.
    /// - Returns: The padded view.
    public func padding(_ length: CGFloat) -> ModifiedView<Self> {
        padding(.all, length)
    }

    /// Space on each edge, in points.
    ///
    /// - Parameter insets: The space on each edge in points: 8 points make a column, 16 a row.
    /// - Returns: The padded view.
    public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> {
        let cells = CellInsets(
            top: CellMetrics.rows(insets.top),
            leading: CellMetrics.columns(insets.leading),
            bottom: CellMetrics.rows(insets.bottom),
            trailing: CellMetrics.columns(insets.trailing)
        )
        return modified(.wrap { .padding(cells, $0) })
    }

    /// Keeps the view at its ideal width — text on one line, as SwiftUI's `.fixedSize()` — so a stack gives it
    /// that width before the others; only a whole width narrower than the text still wraps it.
    ///
    /// - Returns: The view at its ideal width.
    public func fixedSize() -> ModifiedView<Self> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Keeps the view at its ideal width when `horizontal` is true; heights are always the content's in text.
    ///
    /// - Parameters:
    ///   - horizontal: Whether to keep the ideal width.
    ///   - vertical: Accepted; text always takes its content's height.
    /// - Returns: The view, at its ideal width when `horizontal` is true.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView<Self> {
        modified(.wrap { horizontal ? .frame(FrameNode(alignment: .leading, isFixedWidth: true, content: $0)) : $0 })
    }

    /// A fixed width and height, in points; the content is placed by `alignment`.
    ///
    /// - Parameters:
    ///   - width: The width in points (8 per column); `nil` (the default) keeps the content's width.
    ///   - height: The height in points (16 per row), never cutting content taller than it; `nil` (the default) keeps
    ///     the content's height.
    ///   - alignment: Where the content sits inside the frame; centred by default.
    /// - Returns: The framed view.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView<
        Self
    > {
        modified(
            .wrap {
                .frame(
                    FrameNode(
                        width: width.map(CellMetrics.columns),
                        minHeight: height.map(CellMetrics.rows),
                        maxHeight: height.map(CellMetrics.rows),
                        alignment: alignment,
                        content: $0
                    )
                )
            }
        )
    }

    /// Width bounds, in points; `maxWidth: .infinity` takes all the width offered.
    ///
    /// - Parameters:
    ///   - minWidth: The least width in points (8 per column), or `nil`.
    ///   - idealWidth: Accepted and ignored.
    ///   - maxWidth: The most width in points, or `nil`; `.infinity` takes all the width offered.
    ///   - minHeight: The least height in points (16 per row), or `nil`.
    ///   - idealHeight: Accepted and ignored.
    ///   - maxHeight: The most height in points, or `nil`; `.infinity` takes all the height a screen offers (see
    ///     `ScenarioLayout`), while a scenario sized to fit keeps the content's height.
    ///   - alignment: Where the content sits inside the frame; centred by default.
    /// - Returns: The framed view.
    public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedView<Self> {
        modified(
            .wrap {
                .frame(
                    FrameNode(
                        minWidth: minWidth.map(CellMetrics.columns),
                        maxWidth: maxWidth.map(CellMetrics.columns),
                        minHeight: minHeight.map(CellMetrics.rows),
                        maxHeight: maxHeight.map(CellMetrics.rows),
                        alignment: alignment,
                        content: $0
                    )
                )
            }
        )
    }

    /// A one-cell box around the view; the style names its colour in HTML.
    ///
    /// - Parameters:
    ///   - style: The border's colour or style, named as a class in HTML.
    ///   - width: Accepted; the border is always one cell wide.
    /// - Returns: The view inside a box.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> ModifiedView<Self> {
        let name = style.styleName
        return modified(.wrap { .border(BorderNode(style: name, content: $0)) })
    }

    /// A one-cell box around the view.
    ///
    /// - Returns: The view inside a box.
    public func border() -> ModifiedView<Self> {
        modified(.wrap { .border(BorderNode(content: $0)) })
    }
}

/// Insets in points, as SwiftUI's `EdgeInsets` (the render tree's `CellInsets` counts cells).
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets in points; 8 points make a column and 16 a row.
    ///
    /// - Parameters:
    ///   - top: Space above, 0 by default.
    ///   - leading: Space before, 0 by default.
    ///   - bottom: Space below, 0 by default.
    ///   - trailing: Space after, 0 by default.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
