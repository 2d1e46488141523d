import ConvergenceTree

/// Text, possibly several lines, styled by the modifiers around it.
///
/// Text is shown verbatim: no Markdown or localisation lookup, so a snapshot shows exactly what was written.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let content: String

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    /// Joins two texts into one run.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.text(TextNode(content, style: context.environment.textStyle))]
    }
}
