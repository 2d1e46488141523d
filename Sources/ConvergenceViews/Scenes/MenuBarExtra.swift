/// A control in the macOS menu bar with a menu or a small window, as in SwiftUI; never drawn itself (see ``Scene``).
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A menu bar extra with its own label.
    ///
    /// - Parameters:
    ///   - content: The menu's or window's content.
    ///   - label: The control in the menu bar.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A menu bar extra that shows while a binding is true.
    ///
    /// - Parameters:
    ///   - isInserted: Whether the extra is in the menu bar; accepted, never changed in a scenario.
    ///   - content: The menu's or window's content.
    ///   - label: The control in the menu bar.
    public init(
        isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(content: content, label: label)
    }
}

extension MenuBarExtra where Label == Text {
    /// A menu bar extra titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title in the menu bar.
    ///   - content: The menu's or window's content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension MenuBarExtra where Label == ConvergenceViews.Label<Text, Image> {
    /// A menu bar extra with a title and a symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title, read by accessibility.
    ///   - systemImage: The SF Symbol's name shown in the menu bar.
    ///   - content: The menu's or window's content.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ConvergenceViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu bar extra with a title and a symbol that shows while a binding is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title, read by accessibility.
    ///   - systemImage: The SF Symbol's name shown in the menu bar.
    ///   - isInserted: Whether the extra is in the menu bar; accepted, never changed in a scenario.
    ///   - content: The menu's or window's content.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(content: content) { ConvergenceViews.Label(titleKey, systemImage: systemImage) }
    }
}
