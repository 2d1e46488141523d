import ConvergenceTree

/// The older way to describe an alert, for `.alert(isPresented:content:)` and `.alert(item:content:)`.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///     Alert(title: Text("Offline"), message: Text("Try again later."), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or `ActionSheet`.
    public struct Button {
        /// Nil for `.cancel(_:)`, which is titled "Cancel".
        let label: Text?
        let role: ButtonNode.Role?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: nil, role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// The older way to describe a confirmation dialog, for `.actionSheet(isPresented:content:)`.
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// Shows the alert `content` describes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return legacyLayer(
            .alert, title: alert.title, message: alert.message, buttons: alert.buttons,
            isShown: { isPresented.wrappedValue }, close: { isPresented.wrappedValue = false })
    }

    /// Shows the alert `content` describes for `item` while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return legacyLayer(
            .alert, title: alert?.title ?? Text(""), message: alert?.message, buttons: alert?.buttons ?? [],
            isShown: { alert != nil }, close: { item.wrappedValue = nil })
    }

    /// Shows the action sheet `content` describes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return legacyLayer(
            .confirmationDialog, title: sheet.title, message: sheet.message, buttons: sheet.buttons,
            isShown: { isPresented.wrappedValue }, close: { isPresented.wrappedValue = false })
    }

    /// Shows the action sheet `content` describes for `item` while it is not nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return legacyLayer(
            .confirmationDialog, title: sheet?.title ?? Text(""), message: sheet?.message,
            buttons: sheet?.buttons ?? [], isShown: { sheet != nil }, close: { item.wrappedValue = nil })
    }

    private func legacyLayer(
        _ kind: PresentationNode.Kind, title: Text, message: Text?, buttons: [Alert.Button],
        isShown: @escaping @MainActor () -> Bool, close: @escaping @MainActor () -> Void
    ) -> some View {
        declaring { context in
            guard isShown() else { return }
            let closing = context.inScope(close)
            let content = context.alertContent(kind, title: title.content, close: closing) { inner in
                let nodes = buttons.map { button in
                    let action = button.action
                    return Node.button(
                        ButtonNode(
                            label: .text(TextNode(button.label?.content ?? "Cancel")), role: button.role,
                            action: inner.action { action?() }))
                }
                return (nodes, message.map { inner.resolve($0, at: "message") } ?? [])
            }
            context.presentations.present(kind, content: content, dismiss: nil)
        }
    }
}
