import ConvergenceTree

/// A title beside an icon.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - icon: The icon, drawn before the title unless a label style hides it.
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
    /// A label titled with a string value beside an SF Symbol.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - systemImage: The SF Symbol's name, such as `trash`; drawn as a glyph from the symbol table (its ASCII or
    ///     Unicode stand-in).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label titled with a string value beside an image from the asset catalogue.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - image: The name of an image in the asset catalogue.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}
