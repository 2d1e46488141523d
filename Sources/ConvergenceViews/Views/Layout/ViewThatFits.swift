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

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.firstFitting(context.resolve(content, at: "ViewThatFits"))]
    }
}
