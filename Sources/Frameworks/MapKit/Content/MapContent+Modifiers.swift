import Foundation

// Modifiers that change how map content looks: accepted, a text render has no colours or line widths to show.
extension MapContent {
    /// Tints a marker's balloon or an annotation; accepted, no effect in text.
    ///
    /// - Parameter tint: The colour.
    /// - Returns: The same content.
    public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent { self }

    /// Fills an overlay; accepted, no effect in text.
    ///
    /// - Parameter style: The fill.
    /// - Returns: The same content.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent { self }

    /// Outlines an overlay; accepted, no effect in text.
    ///
    /// - Parameters:
    ///   - content: The outline's colour.
    ///   - lineWidth: The outline's width.
    /// - Returns: The same content.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent { self }

    /// Outlines an overlay with a stroke style; accepted, no effect in text.
    ///
    /// - Parameters:
    ///   - content: The outline's colour.
    ///   - style: The outline's width, dashes and joins.
    /// - Returns: The same content.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some MapContent { self }

    /// The value a map's selection takes when this content is selected; accepted, nothing is selected in a render.
    ///
    /// - Parameter tag: The value.
    /// - Returns: The same content.
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }

    /// Whether annotation titles show; accepted, rows always name their place.
    ///
    /// - Parameter visibility: Whether titles show.
    /// - Returns: The same content.
    public func annotationTitles(_ visibility: Visibility) -> some MapContent { self }
}
