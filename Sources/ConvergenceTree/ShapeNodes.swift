/// A shape: what it is, how it is painted, and (for HTML) its outline as SVG path data.
package struct ShapeNode: Sendable, Equatable {
    /// The built-in shapes by name; `path` is any other `Shape`.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        case rectangle
        case roundedRectangle = "rounded-rectangle"
        case circle, ellipse, capsule, path
    }

    package var kind: Kind
    /// The fill or stroke's style name (`red`, `blue-50`…); `nil` for the foreground colour.
    package var style: String?
    /// Whether only the outline is drawn (`.stroke`, `.strokeBorder`).
    package var isStroked: Bool
    /// The part of the outline drawn, from `0...1` (`.trim(from:to:)`), clockwise from the top.
    package var trimFrom: Double
    package var trimTo: Double
    /// The outline in SVG path syntax, in a 100 × 100 box.
    package var svgPath: String

    package init(
        kind: Kind, style: String? = nil, isStroked: Bool = false, trimFrom: Double = 0, trimTo: Double = 1,
        svgPath: String = ""
    ) {
        self.kind = kind
        self.style = style
        self.isStroked = isStroked
        self.trimFrom = min(1, max(0, trimFrom.isFinite ? trimFrom : 0))
        self.trimTo = min(1, max(self.trimFrom, trimTo.isFinite ? trimTo : 1))
        self.svgPath = svgPath
    }

    /// Whether the whole outline is drawn.
    package var isWhole: Bool { trimFrom <= 0 && trimTo >= 1 }
}
