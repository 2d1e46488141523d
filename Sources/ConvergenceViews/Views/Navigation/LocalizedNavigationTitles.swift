import ConvergenceTree
import Foundation

// Titles of navigation, presentation, tab and menu views from string literals: `LocalizedStringKey`s, as in
// SwiftUI, so their interpolations take formats (`"Total \(sum, format: .currency(code: "EUR"))"`) and their
// Markdown is read. The `StringProtocol` forms are disfavoured, so a `String` value still reads literally.

extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView<Self> {
        navigationTitle(Text(titleKey))
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    public func badge(_ key: LocalizedStringKey?) -> some View {
        BadgedView(content: self, text: key.map { Text($0).content })
    }

    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return alertLayer(
            .alert, title: Text(titleKey).content, isPresented: isPresented, isShown: shown != nil,
            actions: shown.map(actions), message: EmptyView())
    }

    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertLayer(
            .confirmationDialog, title: titleVisibility == .visible ? Text(titleKey).content : "",
            isPresented: isPresented, actions: actions(), message: message())
    }

    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return alertLayer(
            .confirmationDialog, title: titleVisibility == .visible ? Text(titleKey).content : "",
            isPresented: isPresented, isShown: shown != nil, actions: shown.map(actions), message: EmptyView())
    }

    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }, label: { Text(titleKey) })
    }

    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(titleKey) }
    }

    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == ConvergenceViews.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ConvergenceViews.Label(titleKey, systemImage: systemImage) }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension Tab where TabLabel == Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content) { Label(titleKey, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, TabLabel == Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(role: role, content: content) { Label(titleKey, systemImage: systemImage) }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}
