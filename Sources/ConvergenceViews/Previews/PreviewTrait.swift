import Foundation

/// Something that changes how a preview is shown: its layout, its orientation, or a ``PreviewModifier``.
///
/// Text has no pixels: a layout sets the preview's width in columns (8 points each) and whether it is a whole
/// screen, whose flexible space fills a phone's height, or sized to fit; an orientation turns a phone-sized screen on
/// its side (twice as wide, and as tall as a phone on its side).
///
/// ```swift
/// #Preview("Row", traits: .sizeThatFitsLayout) { ItemRow(item: .sample) }
/// #Preview(traits: .fixedLayout(width: 480, height: 320)) { Dashboard() }   // 60 columns
/// ```
public struct PreviewTrait<T> {
    let kind: PreviewTraitKind
}

enum PreviewTraitKind {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
    case modifier(AnyPreviewModifier)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview takes its content's size: for rows, cells and components.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.sizeThatFits)) }

    /// The preview fills a screen of the default width, as on a device.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.device)) }

    /// A screen of a fixed size in points; the width becomes columns (8 points each).
    ///
    /// - Parameters:
    ///   - width: The width in points.
    ///   - height: The height in points; the screen's rows (16 points each).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
    }

    /// Upright, the default.
    public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portrait)) }
    /// Upside down: shown as portrait.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
    /// On its side: twice the default width.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeLeft)) }
    /// On its side: twice the default width.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeRight)) }

    /// Wraps the preview in a ``PreviewModifier``, whose shared context is made once per run and reused.
    ///
    /// - Parameter modifier: The modifier; its `body(content:context:)` wraps the preview.
    /// - Returns: The trait.
    @MainActor
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(kind: .modifier(AnyPreviewModifier(modifier)))
    }
}

/// The layout a preview asks for, read off its traits or its `previewLayout`, in a form that crosses actors.
package struct PreviewTraitSummary: Sendable, Equatable {
    /// The width in columns a fixed layout asks for.
    package var fixedColumns: Int?
    /// The height in rows a fixed layout asks for.
    package var fixedRows: Int?
    /// Whether the preview is sized to fit rather than a whole screen.
    package var sizeThatFits = false
    /// Whether the screen is on its side.
    package var landscape = false

    package init() {}

    mutating func apply(_ kind: PreviewTraitKind) {
        switch kind {
        case .layout(let layout): apply(layout)
        case .orientation(let orientation): landscape = orientation.isLandscape
        case .modifier: break
        }
    }

    mutating func apply(_ layout: PreviewLayout) {
        switch layout {
        case .device:
            fixedColumns = nil
            fixedRows = nil
            sizeThatFits = false
        case .sizeThatFits:
            fixedColumns = nil
            fixedRows = nil
            sizeThatFits = true
        case .fixed(let width, let height):
            fixedColumns = max(1, CellMetrics.columns(width))
            fixedRows = max(1, CellMetrics.rows(height))
            sizeThatFits = false
        }
    }

    /// The ASCII width to record at, given the default.
    package func width(defaultWidth: Int) -> Int {
        if let fixedColumns { return fixedColumns }
        return landscape ? defaultWidth * 2 : defaultWidth
    }
}
