import Foundation

/// How a symbol's layers are coloured.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol (`.fill`, `.circle`…).
public struct SymbolVariants: Sendable, Hashable {
    let names: [String]
    public static let none = SymbolVariants(names: [])
    public static let circle = SymbolVariants(names: ["circle"])
    public static let square = SymbolVariants(names: ["square"])
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    public static let fill = SymbolVariants(names: ["fill"])
    public static let slash = SymbolVariants(names: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
    public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }
}

/// How content fits its frame: whole inside it, or covering it.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    case fit, fill
}

extension View {
    /// The size of symbols inside; accepted, no change in text.
    ///
    /// - Parameter scale: The symbol size; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func imageScale(_ scale: Image.Scale) -> Self { self }
    /// A variant of symbols inside; accepted, no change in text.
    ///
    /// - Parameter variant: The variant; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
    /// How symbols inside are coloured; accepted, no change in text.
    ///
    /// - Parameter mode: The rendering mode; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
    /// Scales the content to fit its frame; accepted, no change in text.
    ///
    /// - Returns: This view, unchanged.
    public func scaledToFit() -> Self { self }
    /// Scales the content to fill its frame; accepted, no change in text.
    ///
    /// - Returns: This view, unchanged.
    public func scaledToFill() -> Self { self }
    /// Keeps the content's aspect ratio; accepted, no change in text.
    ///
    /// - Parameters:
    ///   - aspectRatio: The width divided by the height; accepted as a no-op in text.
    ///   - contentMode: Whether to fit or fill the frame; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> Self { self }
    /// Keeps the content's aspect ratio; accepted, no change in text.
    ///
    /// - Parameters:
    ///   - aspectRatio: A size whose width and height give the ratio; accepted as a no-op in text.
    ///   - contentMode: Whether to fit or fill the frame; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> Self { self }
}
