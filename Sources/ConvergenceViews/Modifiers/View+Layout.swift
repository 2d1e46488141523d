import ConvergenceTree
import Foundation

extension View {
    /// Space around the view: by default 2 columns left and right and 1 row above and below (16 points).
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
    public func padding(_ length: CGFloat) -> ModifiedView<Self> {
        padding(.all, length)
    }

    /// Space on each edge, in points.
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
    public func fixedSize() -> ModifiedView<Self> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Keeps the view at its ideal width when `horizontal` is true; heights are always the content's in text.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView<Self> {
        modified(.wrap { horizontal ? .frame(FrameNode(alignment: .leading, isFixedWidth: true, content: $0)) : $0 })
    }

    /// A fixed width (and minimum height), in points; the content is placed by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView<
        Self
    > {
        modified(
            .wrap {
                .frame(
                    FrameNode(
                        width: width.map(CellMetrics.columns),
                        minHeight: height.map(CellMetrics.rows),
                        alignment: alignment,
                        content: $0
                    )
                )
            }
        )
    }

    /// Width bounds, in points; `maxWidth: .infinity` takes all the width offered.
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
                        alignment: alignment,
                        content: $0
                    )
                )
            }
        )
    }

    /// A one-cell box around the view; the style names its colour in HTML.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> ModifiedView<Self> {
        let name = style.styleName
        return modified(.wrap { .border(BorderNode(style: name, content: $0)) })
    }

    /// A one-cell box around the view.
    public func border() -> ModifiedView<Self> {
        modified(.wrap { .border(BorderNode(content: $0)) })
    }
}

/// Insets in points, as SwiftUI's `EdgeInsets` (the render tree's ``CellInsets`` counts cells).
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
