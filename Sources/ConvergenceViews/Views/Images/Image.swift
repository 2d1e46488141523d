import ConvergenceTree
import Foundation

/// A symbol, by its SF Symbols name; text renders show a glyph from a fixed table.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let name: String

    /// A symbol by its SF Symbols name.
    ///
    /// - Parameter systemName: The symbol's name, such as `"star.fill"`; text renders draw the glyph their table gives
    ///   it.
    public init(systemName: String) {
        name = systemName
    }

    /// An image asset; text renders look it up like a symbol name.
    ///
    /// - Parameter name: The asset's name.
    public init(_ name: String) {
        self.name = name
    }

    /// An image asset from a bundle; the bundle is accepted, the name looked up like a symbol name.
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - bundle: The bundle holding the asset; accepted as a no-op in text.
    public init(_ name: String, bundle: Bundle?) {
        self.name = name
    }

    /// An image asset that assistive technology skips; drawn like `Image(_:)`.
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - bundle: The bundle holding the asset; accepted as a no-op in text.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    /// A symbol with a variable value (signal bars, volume); drawn as the symbol.
    ///
    /// - Parameters:
    ///   - systemName: The symbol's name, such as `"wifi"`.
    ///   - variableValue: How much of the symbol is filled in, from 0 to 1; accepted as a no-op in text.
    public init(systemName: String, variableValue: Double?) {
        name = systemName
    }

    /// Lets the image stretch to its frame; no change in text.
    ///
    /// - Parameters:
    ///   - capInsets: The edges kept unstretched; accepted as a no-op in text.
    ///   - resizingMode: Whether to stretch or tile; accepted as a no-op in text.
    /// - Returns: This image, unchanged.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        self
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }

    /// The quality of scaling.
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }

    /// The size of a symbol relative to text.
    public enum Scale: Sendable, Hashable { case small, medium, large }

    /// Scaling quality; accepted, no change in text.
    ///
    /// - Parameter interpolation: The scaling quality; accepted as a no-op in text.
    /// - Returns: This image, unchanged.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Smoothing; accepted, no change in text.
    ///
    /// - Parameter isAntialiased: Whether edges are smoothed; accepted as a no-op in text.
    /// - Returns: This image, unchanged.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How the symbol's layers are coloured; accepted, no change in text.
    ///
    /// - Parameter mode: The rendering mode; accepted as a no-op in text.
    /// - Returns: This image, unchanged.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// Whether the image is drawn in its own colours or as a template in the foreground colour; accepted, no change in
    /// text.
    ///
    /// - Parameter mode: The rendering mode; accepted as a no-op in text.
    /// - Returns: This image, unchanged.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Sendable, Hashable { case original, template }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.image(ImageNode(systemName: name, style: context.environment.textStyle))]
    }
}
