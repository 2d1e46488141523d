/// A scene of one unique window, as in SwiftUI (macOS); never drawn itself (see ``Scene``).
public struct Window<Content: View>: Scene {
    public typealias Body = Never
    let title: Text
    let id: String
    let content: Content

    /// A window with a title and an id.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - id: The window's id, for `openWindow(id:)`.
    ///   - content: The view the window shows.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }

    /// A window with a title from a string literal and an id.
    ///
    /// - Parameters:
    ///   - titleKey: The window's title.
    ///   - id: The window's id, for `openWindow(id:)`.
    ///   - content: The view the window shows.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A window with a title, shown as written, and an id.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - id: The window's id, for `openWindow(id:)`.
    ///   - content: The view the window shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }
}
