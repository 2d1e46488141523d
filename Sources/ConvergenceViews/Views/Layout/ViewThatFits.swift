import ConvergenceTree
import Foundation

/// The first of its views whose ideal width fits the width offered, else the last (HTML shows the first).
///
/// ```swift
/// ViewThatFits {
///     HStack { Button("Save draft") {}; Button("Publish") {} }
///     VStack { Button("Save draft") {}; Button("Publish") {} }
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// Creates a view that shows the first of its views that fits.
    ///
    /// - Parameters:
    ///   - axes: The directions to check for fit; accepted and ignored, only the width is checked.
    ///   - content: The candidate views, preferred first.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.firstFitting(context.resolve(content, at: "ViewThatFits"))]
    }
}
