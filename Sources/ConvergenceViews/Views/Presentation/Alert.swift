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

    /// An alert with one button.
    ///
    /// - Parameters:
    ///   - title: The alert's title, drawn in bold at the top of the box.
    ///   - message: The text under the title; none when `nil`.
    ///   - dismissButton: The button; an "OK" button when `nil`.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons, drawn side by side.
    ///
    /// - Parameters:
    ///   - title: The alert's title, drawn in bold at the top of the box.
    ///   - message: The text under the title; none when `nil`.
    ///   - primaryButton: The first button.
    ///   - secondaryButton: The second button.
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

        /// A plain button.
        ///
        /// - Parameters:
        ///   - label: The button's title.
        ///   - action: Runs when the button is tapped, before the alert closes; `nil` only closes it.
        /// - Returns: The button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button with the cancel role.
        ///
        /// - Parameters:
        ///   - label: The button's title.
        ///   - action: Runs when the button is tapped, before the alert closes; `nil` only closes it.
        /// - Returns: The button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button titled "Cancel", with the cancel role.
        ///
        /// - Parameter action: Runs when the button is tapped, before the alert closes; `nil` only closes it.
        /// - Returns: The button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: nil, role: .cancel, action: action)
        }

        /// A button with the destructive role.
        ///
        /// - Parameters:
        ///   - label: The button's title.
        ///   - action: Runs when the button is tapped, before the alert closes; `nil` only closes it.
        /// - Returns: The button.
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

    /// An action sheet with a list of buttons.
    ///
    /// - Parameters:
    ///   - title: The sheet's title, drawn in bold at the top of the box; an empty title is left out.
    ///   - message: The text under the title; none when `nil`.
    ///   - buttons: The buttons, one under another; a "Cancel" button is added when none has the cancel role.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// Shows the alert `content` describes while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - content: Describes the alert.
    /// - Returns: The view, with the alert over its screen while it shows.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return legacyLayer(
            .alert, title: alert.title, message: alert.message, buttons: alert.buttons,
            isShown: { isPresented.wrappedValue }, close: { isPresented.wrappedValue = false })
    }

    /// Shows the alert `content` describes for `item` while it is not nil.
    ///
    /// - Parameters:
    ///   - item: The value the alert is about; tapping any of its buttons sets it back to `nil`.
    ///   - content: Describes the alert for the value.
    /// - Returns: The view, with the alert over its screen while it shows.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return legacyLayer(
            .alert, title: alert?.title ?? Text(""), message: alert?.message, buttons: alert?.buttons ?? [],
            isShown: { alert != nil }, close: { item.wrappedValue = nil })
    }

    /// Shows the action sheet `content` describes while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the action sheet shows; tapping any of its buttons sets it back to `false`.
    ///   - content: Describes the action sheet.
    /// - Returns: The view, with the action sheet over its screen while it shows.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return legacyLayer(
            .confirmationDialog, title: sheet.title, message: sheet.message, buttons: sheet.buttons,
            isShown: { isPresented.wrappedValue }, close: { isPresented.wrappedValue = false })
    }

    /// Shows the action sheet `content` describes for `item` while it is not nil.
    ///
    /// - Parameters:
    ///   - item: The value the action sheet is about; tapping any of its buttons sets it back to `nil`.
    ///   - content: Describes the action sheet for the value.
    /// - Returns: The view, with the action sheet over its screen while it shows.
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
            let content = context.alertContent(
                kind, title: title.plainText(in: TextFormatContext(context.environment)), close: closing
            ) { inner in
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
