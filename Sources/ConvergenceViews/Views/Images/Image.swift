import ConvergenceTree

/// A symbol, by its SF Symbols name; text renders show a glyph from a fixed table.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let name: String

    public init(systemName: String) {
        name = systemName
    }

    /// An image asset; text renders look it up like a symbol name.
    public init(_ name: String) {
        self.name = name
    }

    public func resizable() -> Image { self }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Sendable, Hashable { case original, template }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.image(ImageNode(systemName: name, style: context.environment.textStyle))]
    }
}
