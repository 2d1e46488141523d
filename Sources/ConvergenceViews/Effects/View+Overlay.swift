import ConvergenceTree
import Foundation

// `.overlay` and `.background` in every form SwiftUI has. Views go in a `ZStack` with the modified view (an overlay
// drawn over it, a background under it); a shape there takes the content's size and draws its outline around it;
// a style alone (a colour, a material) changes no text.

extension View {
    /// Layers views in front of this one, placed by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let overlay = content()
        return ZStack(alignment: alignment) {
            self
            overlay
        }
    }

    /// Layers a view in front of this one (the older form).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        ZStack(alignment: alignment) {
            self
            overlay
        }
    }

    /// Paints a style over the view: named in HTML, no change in text.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        foregroundStyle(style)
    }

    /// Paints a shape over the view: its outline drawn around the content.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        ZStack {
            self
            shape.fill(style)
        }
    }

    /// Layers views behind this one, placed by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return ZStack(alignment: alignment) {
            background
            self
        }
    }

    /// Layers a view behind this one (the older form).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        ZStack(alignment: alignment) {
            background
            self
        }
    }

    /// The default background: no change in text.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }

    /// Paints a style behind the view (a colour, a material): no change in text.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }

    /// Paints a shape behind the view: its outline drawn around the content.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        ZStack {
            shape.fill(style)
            self
        }
    }

    /// Paints a shape in the background style behind the view: its outline drawn around the content.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        ZStack {
            shape.fill(.background)
            self
        }
    }
}
