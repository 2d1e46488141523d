import ConvergenceTree
import Foundation

// Titles of navigation, presentation, tab and menu views from string literals: `LocalizedStringKey`s, as in
// SwiftUI, so their interpolations take formats (`"Total \(sum, format: .currency(code: "EUR"))"`) and their
// Markdown is read. The `StringProtocol` forms are disfavoured, so a `String` value still reads literally.

extension View {
    /// Offers a title, from a string literal, to the enclosing `NavigationStack`.
    ///
    /// - Parameter titleKey: The title, from a string literal: interpolations are formatted in the environment's locale
    ///   and Markdown is read.
    /// - Returns: The view, offering the title.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView<Self> {
        navigationTitle(Text(titleKey))
    }

    /// Offers a title to the enclosing stack (the older spelling of `navigationTitle(_:)`).
    ///
    /// - Parameter titleKey: The title, from a string literal: interpolations are formatted in the environment's locale
    ///   and Markdown is read.
    /// - Returns: The view, offering the title.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Offers a title to the enclosing stack and sets how it shows (the older spelling).
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - displayMode: `.inline` puts the title in the bar; `.large` and `.automatic` put it over the content.
    /// - Returns: The view, offering the title.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// A short text at the trailing edge of a list row, or on a tab's item.
    ///
    /// - Parameter key: The badge's text, from a string literal; `nil` shows no badge.
    /// - Returns: The view with the badge.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        BadgedView(content: self, text: key.map { Text($0).content })
    }

    /// An alert titled with a string literal, shown while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isPresented: Whether it shows; set back to `false` when it is dismissed or one of its buttons is tapped.
    ///   - actions: The buttons; with none, an OK button is shown.
    /// - Returns: The view, with the presentation attached.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// An alert titled with a string literal, with a message, shown while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isPresented: Whether it shows; set back to `false` when it is dismissed or one of its buttons is tapped.
    ///   - actions: The buttons; with none, an OK button is shown.
    ///   - message: The message under the title.
    /// - Returns: The view, with the presentation attached.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled with a string literal, built from a value, shown while `isPresented` is true and the value is
    /// not `nil`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isPresented: Whether it shows; set back to `false` when it is dismissed or one of its buttons is tapped.
    ///   - data: The value the actions are built from; while it is `nil`, nothing shows even when `isPresented` is
    ///     true.
    ///   - actions: The buttons; with none, an OK button is shown.
    /// - Returns: The view, with the presentation attached.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return alertLayer(
            .alert, text: Text(titleKey), isPresented: isPresented, isShown: shown != nil,
            actions: shown.map(actions), message: EmptyView())
    }

    /// An alert titled with a string literal, with a message, built from a value.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isPresented: Whether it shows; set back to `false` when it is dismissed or one of its buttons is tapped.
    ///   - data: The value the actions are built from; while it is `nil`, nothing shows even when `isPresented` is
    ///     true.
    ///   - actions: The buttons; with none, an OK button is shown.
    ///   - message: The message under the title.
    /// - Returns: The view, with the presentation attached.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// A confirmation dialog titled with a string literal, shown while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isPresented: Whether it shows; set back to `false` when it is dismissed or one of its buttons is tapped.
    ///   - titleVisibility: `.visible` shows the title; `.automatic` (the default) and `.hidden` leave it out.
    ///   - actions: The buttons; a Cancel button is added when none has the cancel role.
    /// - Returns: The view, with the presentation attached.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog titled with a string literal, with a message.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isPresented: Whether it shows; set back to `false` when it is dismissed or one of its buttons is tapped.
    ///   - titleVisibility: `.visible` shows the title; `.automatic` (the default) and `.hidden` leave it out.
    ///   - actions: The buttons; a Cancel button is added when none has the cancel role.
    ///   - message: The message under the title.
    /// - Returns: The view, with the presentation attached.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertLayer(
            .confirmationDialog, text: titleVisibility == .visible ? Text(titleKey) : Text(verbatim: ""),
            isPresented: isPresented, actions: actions(), message: message())
    }

    /// A confirmation dialog titled with a string literal, built from a value.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isPresented: Whether it shows; set back to `false` when it is dismissed or one of its buttons is tapped.
    ///   - titleVisibility: `.visible` shows the title; `.automatic` (the default) and `.hidden` leave it out.
    ///   - data: The value the actions are built from; while it is `nil`, nothing shows even when `isPresented` is
    ///     true.
    ///   - actions: The buttons; a Cancel button is added when none has the cancel role.
    /// - Returns: The view, with the presentation attached.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return alertLayer(
            .confirmationDialog, text: titleVisibility == .visible ? Text(titleKey) : Text(verbatim: ""),
            isPresented: isPresented, isShown: shown != nil, actions: shown.map(actions), message: EmptyView())
    }

    /// A search field with a placeholder from a string literal.
    ///
    /// - Parameters:
    ///   - text: The search text; typing in the search field edits it.
    ///   - placement: Where the field goes; accepted, text renders draw it in the navigation bar.
    ///   - prompt: The placeholder, from a string literal.
    /// - Returns: The view, with a search field in its navigation bar.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a string literal that pushes a screen.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - destination: The screen the link pushes when tapped.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string literal that pushes a screen (the older spelling).
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - destination: The screen the link pushes when tapped.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }, label: { Text(titleKey) })
    }

    /// A link titled with a string literal whose screen is pushed while a binding is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isActive: Whether the destination is pushed; tapping sets it to `true`, popping back to `false`.
    ///   - destination: The screen the link pushes when tapped.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string literal whose screen is pushed while a selection holds its tag.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - tag: The value that means this link's destination is pushed.
    ///   - selection: The tag of the pushed link, or `nil`; tapping sets it, popping sets it back to `nil`.
    ///   - destination: The screen the link pushes when tapped.
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string literal whose screen is pushed while a binding is true (the older spelling, with
    /// the destination given first).
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - destination: The screen the link pushes when tapped.
    ///   - isActive: Whether the destination is pushed; tapping sets it to `true`, popping back to `false`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(isActive: isActive, destination: { destination }, label: { Text(titleKey) })
    }

    /// A link titled with a string literal whose screen is pushed while a selection holds its tag (the older
    /// spelling, with the destination given first).
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - destination: The screen the link pushes when tapped.
    ///   - tag: The value that means this link's destination is pushed.
    ///   - selection: The tag of the pushed link, or `nil`; tapping sets it, popping sets it back to `nil`.
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(tag: tag, selection: selection, destination: { destination }, label: { Text(titleKey) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled with a string literal that pushes a value.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - value: The value pushed on the enclosing stack, shown by its `navigationDestination(for:)`; `nil` makes a
    ///     link that pushes nothing.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - content: The menu's items.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string literal, with an action for a tap on the title.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - content: The menu's items.
    ///   - primaryAction: Runs when the menu's title is tapped; the items show on a long press.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == ConvergenceViews.Label<Text, Image> {
    /// A menu titled with a string literal beside a symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - systemImage: The SF Symbol's name, drawn as a glyph from the symbol table.
    ///   - content: The menu's items.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ConvergenceViews.Label(titleKey, systemImage: systemImage) }
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - content: The views shown while the group is expanded.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A disclosure group titled with a string literal, expanded while a binding is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - isExpanded: Whether the group is expanded; tapping its title flips it.
    ///   - content: The views shown while the group is expanded.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

extension Link where Label == Text {
    /// A link to a URL titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - destination: The URL the link opens; in a scenario tapping it opens nothing.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension Tab where TabLabel == Label<Text, Image> {
    /// A tab titled with a string literal and a symbol, chosen by a value.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - systemImage: The SF Symbol's name, drawn as a glyph from the symbol table.
    ///   - value: The value a `TabView`'s selection holds while this tab is chosen.
    ///   - role: `.search` for a search tab; `nil` (the default) for an ordinary one.
    ///   - content: The tab's screen.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content) { Label(titleKey, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, TabLabel == Label<Text, Image> {
    /// A tab titled with a string literal and a symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - systemImage: The SF Symbol's name, drawn as a glyph from the symbol table.
    ///   - role: `.search` for a search tab; `nil` (the default) for an ordinary one.
    ///   - content: The tab's screen.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(role: role, content: content) { Label(titleKey, systemImage: systemImage) }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - content: The section's rows.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}
