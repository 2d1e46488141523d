import ConvergenceTree

extension View {
    /// A count at the trailing edge of a list row, or on a tab's item: `(3)`. Zero shows nothing.
    ///
    /// - Parameter count: The count; 0 shows no badge.
    /// - Returns: The view with the badge.
    public func badge(_ count: Int) -> some View {
        BadgedView(content: self, text: count == 0 ? nil : String(count))
    }

    /// A short text at the trailing edge of a list row, or on a tab's item; nil shows nothing.
    ///
    /// - Parameter label: The badge's text; `nil` shows no badge.
    /// - Returns: The view with the badge.
    public func badge(_ label: Text?) -> some View {
        BadgedView(content: self, text: label?.content)
    }

    /// A short text at the trailing edge of a list row, or on a tab's item; nil shows nothing.
    ///
    /// - Parameter label: The badge's text; `nil` shows no badge.
    /// - Returns: The view with the badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgedView(content: self, text: label.map { String($0) })
    }

    /// Accepted; badges look alike in text.
    ///
    /// - Parameter prominence: The badge's prominence.
    /// - Returns: The view unchanged.
    public func badgeProminence(_ prominence: BadgeProminence) -> Self { self }
}

/// How loud a badge is; no change in text.
public struct BadgeProminence: Sendable, Hashable {
    let name: String
    public static let standard = BadgeProminence(name: "standard")
    public static let increased = BadgeProminence(name: "increased")
    public static let decreased = BadgeProminence(name: "decreased")
}

/// Content with a badge.
struct BadgedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: String?

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let node = Node.combining(context.resolve(content, at: "badge"))
        guard let text else { return [node] }
        return [.badge(BadgeNode(text: text, content: node))]
    }
}
