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
        let configuration = LabelStyleConfiguration(
            title: .init(content: context.styleContent(title, at: "title")),
            icon: .init(content: context.styleContent(icon, at: "icon")))
        var inner = context
        inner.environment.labelStyle = EnvironmentValues().labelStyle
        return context.environment.labelStyle(configuration, inner)
    }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}
