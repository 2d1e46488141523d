/// A menu of the app's own commands in the menu bar, as in SwiftUI; never shown in a scenario (see ``Commands``).
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let name: Text
    let content: Content

    /// A menu with a name.
    ///
    /// - Parameters:
    ///   - name: The menu's name.
    ///   - content: The menu's items, usually buttons.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu with a name from a string literal.
    ///
    /// - Parameters:
    ///   - nameKey: The menu's name.
    ///   - content: The menu's items, usually buttons.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu with a name, shown as written.
    ///
    /// - Parameters:
    ///   - name: The menu's name.
    ///   - content: The menu's items, usually buttons.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }
}
