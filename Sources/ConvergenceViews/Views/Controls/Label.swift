import ConvergenceTree

/// A title beside an icon.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let titleNode = context.resolveSingle(title, at: "title")
        let iconNode = context.resolveSingle(icon, at: "icon")
        switch context.environment.labelStyle.kind {
        case .titleOnly: return [titleNode]
        case .iconOnly: return [iconNode]
        case .automatic, .titleAndIcon: return [.label(LabelNode(title: titleNode, icon: iconNode))]
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    public init<S: StringProtocol>(_ title: S, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}
