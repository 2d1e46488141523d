import ConvergenceTree

extension View {
    /// Names a `PreviewProvider`'s preview, and so its scenario and snapshot files.
    ///
    /// - Parameter value: The name; `nil` leaves the preview untitled (numbered in its file).
    /// - Returns: The view, unchanged on screen.
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewTraitsView(content: self, traits: PreviewPartTraits(displayName: value))
    }

    /// Lays a `PreviewProvider`'s preview out as a screen, sized to fit, or at a fixed size (8 points a column).
    ///
    /// - Parameter value: The layout.
    /// - Returns: The view, unchanged on screen.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewTraitsView(content: self, traits: PreviewPartTraits(layout: value))
    }

    /// Names the simulator device of a preview. Accepted; renders use the scenario's width.
    ///
    /// - Parameter value: The device, e.g. `"iPhone 15"`.
    /// - Returns: The view, unchanged.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewTraitsView(content: self, traits: PreviewPartTraits())
    }

    /// Shows a `PreviewProvider`'s preview in a context, such as a widget's. Accepted; renders show the view.
    ///
    /// - Parameter value: The context.
    /// - Returns: The view, unchanged.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        PreviewTraitsView(content: self, traits: PreviewPartTraits())
    }

    /// Turns a preview's screen on its side (twice the width) or upright.
    ///
    /// - Parameter value: The orientation.
    /// - Returns: The view, unchanged on screen.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewTraitsView(content: self, traits: PreviewPartTraits(orientation: value))
    }
}

/// A view carrying preview traits for the catalog to read; it resolves to its content unchanged.
public struct PreviewTraitsView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let traits: PreviewPartTraits

    func resolveNodes(in context: ResolveContext) -> [Node] {
        context.resolve(content, at: "preview")
    }
}

/// The traits a `PreviewProvider`'s view modifiers set on one preview; the innermost setting wins.
package struct PreviewPartTraits: Sendable, Equatable {
    package var displayName: String?
    package var layout: PreviewLayout?
    package var orientation: InterfaceOrientation?

    init(displayName: String? = nil, layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil) {
        self.displayName = displayName
        self.layout = layout
        self.orientation = orientation
    }

    /// These traits, with what `outer` sets where these set nothing.
    func under(_ outer: PreviewPartTraits) -> PreviewPartTraits {
        PreviewPartTraits(
            displayName: displayName ?? outer.displayName, layout: layout ?? outer.layout,
            orientation: orientation ?? outer.orientation)
    }

    /// The layout and orientation as a summary the scenario reads.
    package var summary: PreviewTraitSummary {
        var summary = PreviewTraitSummary()
        if let layout { summary.apply(layout) }
        if let orientation { summary.apply(.orientation(orientation)) }
        return summary
    }
}
