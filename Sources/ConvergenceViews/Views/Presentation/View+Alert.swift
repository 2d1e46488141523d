import ConvergenceTree
import Foundation

extension View {
    /// Shows an alert while `isPresented` is true: a box with the title, the message and the action buttons over the
    /// screen. Tapping any button runs it and sets the binding back to false; with no buttons there is an "OK".
    ///
    /// ```swift
    /// .alert("Delete draft?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { drafts.remove(draft) }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The alert's title, drawn in bold at the top of the box; an empty title is left out.
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - actions: The buttons, side by side when there are one or two, one under another when more; an "OK" button
    ///     when there are none.
    /// - Returns: The view, with the alert over its screen while it shows.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alertLayer(.alert, title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Shows an alert with a title text while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The alert's title, drawn in bold at the top of the box; an empty title is left out.
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - actions: The buttons, side by side when there are one or two, one under another when more; an "OK" button
    ///     when there are none.
    /// - Returns: The view, with the alert over its screen while it shows.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertLayer(.alert, text: title, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Shows an alert with a message while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The alert's title, drawn in bold at the top of the box; an empty title is left out.
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - actions: The buttons, side by side when there are one or two, one under another when more; an "OK" button
    ///     when there are none.
    ///   - message: The text under the title.
    /// - Returns: The view, with the alert over its screen while it shows.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertLayer(.alert, title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an alert with a title text and a message while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The alert's title, drawn in bold at the top of the box; an empty title is left out.
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - actions: The buttons, side by side when there are one or two, one under another when more; an "OK" button
    ///     when there are none.
    ///   - message: The text under the title.
    /// - Returns: The view, with the alert over its screen while it shows.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertLayer(.alert, text: title, isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert about `data`, shown while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: The alert's title, drawn in bold at the top of the box; an empty title is left out.
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - data: The value the alert is about; the alert shows only while it is not `nil` and `isPresented` is true.
    ///   - actions: Builds the buttons from `data`; side by side when there are one or two, one under another when
    ///     more, and an "OK" button when there are none.
    /// - Returns: The view, with the alert over its screen while it shows.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return alertLayer(
            .alert, title: String(title), isPresented: isPresented, isShown: shown != nil,
            actions: shown.map(actions), message: EmptyView())
    }

    /// An alert about `data` with a message, shown while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: The alert's title, drawn in bold at the top of the box; an empty title is left out.
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - data: The value the alert is about; the alert shows only while it is not `nil` and `isPresented` is true.
    ///   - actions: Builds the buttons from `data`; side by side when there are one or two, one under another when
    ///     more, and an "OK" button when there are none.
    ///   - message: Builds the text under the title from `data`.
    /// - Returns: The view, with the alert over its screen while it shows.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return alertLayer(
            .alert, title: String(title), isPresented: isPresented, isShown: shown != nil,
            actions: shown.map(actions), message: shown.map(message))
    }

    /// An alert about `data` with a title text and a message, shown while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: The alert's title, drawn in bold at the top of the box; an empty title is left out.
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - data: The value the alert is about; the alert shows only while it is not `nil` and `isPresented` is true.
    ///   - actions: Builds the buttons from `data`; side by side when there are one or two, one under another when
    ///     more, and an "OK" button when there are none.
    ///   - message: Builds the text under the title from `data`.
    /// - Returns: The view, with the alert over its screen while it shows.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return alertLayer(
            .alert, text: title, isPresented: isPresented, isShown: shown != nil,
            actions: shown.map(actions), message: shown.map(message))
    }

    /// An alert titled with an error's description, shown while `isPresented` is true and `error` is not nil.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - error: The error; the alert shows only while it is not `nil` and `isPresented` is true, titled with its
    ///     `errorDescription`.
    ///   - actions: The buttons, side by side when there are one or two, one under another when more; an "OK" button
    ///     when there are none.
    /// - Returns: The view, with the alert over its screen while it shows.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? error : nil
        return alertLayer(
            .alert, title: shown?.errorDescription ?? "", isPresented: isPresented, isShown: shown != nil,
            actions: actions(), message: EmptyView())
    }

    /// An alert about an error with a message, shown while `isPresented` is true and `error` is not nil.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the alert shows; tapping any of its buttons sets it back to `false`.
    ///   - error: The error; the alert shows only while it is not `nil` and `isPresented` is true, titled with its
    ///     `errorDescription`.
    ///   - actions: Builds the buttons from the error; side by side when there are one or two, one under another when
    ///     more, and an "OK" button when there are none.
    ///   - message: Builds the text under the title from the error.
    /// - Returns: The view, with the alert over its screen while it shows.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? error : nil
        return alertLayer(
            .alert, title: shown?.errorDescription ?? "", isPresented: isPresented, isShown: shown != nil,
            actions: shown.map(actions), message: shown.map(message))
    }

    /// Shows choices in a box at the bottom of the screen while `isPresented` is true; a Cancel button is added
    /// when none has the cancel role, as on a phone. The title shows when `titleVisibility` is `.visible`.
    ///
    /// - Parameters:
    ///   - title: The dialog's title, drawn in bold at the top of the box when `titleVisibility` is `.visible`.
    ///   - isPresented: Whether the dialog shows; tapping any of its buttons sets it back to `false`.
    ///   - titleVisibility: `.visible` draws the title; `.automatic` and `.hidden` leave it out.
    ///   - actions: The buttons, one under another; a "Cancel" button is added when none has the cancel role.
    /// - Returns: The view, with the dialog over its screen while it shows.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        alertLayer(
            .confirmationDialog, title: titleVisibility == .visible ? String(title) : "", isPresented: isPresented,
            actions: actions(), message: EmptyView())
    }

    /// Shows choices with a message in a box at the bottom of the screen while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The dialog's title, drawn in bold at the top of the box when `titleVisibility` is `.visible`.
    ///   - isPresented: Whether the dialog shows; tapping any of its buttons sets it back to `false`.
    ///   - titleVisibility: `.visible` draws the title; `.automatic` and `.hidden` leave it out.
    ///   - actions: The buttons, one under another; a "Cancel" button is added when none has the cancel role.
    ///   - message: The text under the title.
    /// - Returns: The view, with the dialog over its screen while it shows.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertLayer(
            .confirmationDialog, title: titleVisibility == .visible ? String(title) : "", isPresented: isPresented,
            actions: actions(), message: message())
    }

    /// Shows choices in a box at the bottom of the screen, with a title text, while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The dialog's title, drawn in bold at the top of the box when `titleVisibility` is `.visible`.
    ///   - isPresented: Whether the dialog shows; tapping any of its buttons sets it back to `false`.
    ///   - titleVisibility: `.visible` draws the title; `.automatic` and `.hidden` leave it out.
    ///   - actions: The buttons, one under another; a "Cancel" button is added when none has the cancel role.
    /// - Returns: The view, with the dialog over its screen while it shows.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        alertLayer(
            .confirmationDialog, text: titleVisibility == .visible ? title : Text(verbatim: ""),
            isPresented: isPresented,
            actions: actions(), message: EmptyView())
    }

    /// Shows choices about `data` in a box at the bottom of the screen while `isPresented` is true and `data` is not
    /// nil.
    ///
    /// - Parameters:
    ///   - title: The dialog's title, drawn in bold at the top of the box when `titleVisibility` is `.visible`.
    ///   - isPresented: Whether the dialog shows; tapping any of its buttons sets it back to `false`.
    ///   - titleVisibility: `.visible` draws the title; `.automatic` and `.hidden` leave it out.
    ///   - data: The value the dialog is about; the dialog shows only while it is not `nil` and `isPresented` is true.
    ///   - actions: Builds the buttons from `data`, one under another; a "Cancel" button is added when none has the
    ///     cancel role.
    /// - Returns: The view, with the dialog over its screen while it shows.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return alertLayer(
            .confirmationDialog, title: titleVisibility == .visible ? String(title) : "", isPresented: isPresented,
            isShown: shown != nil, actions: shown.map(actions), message: EmptyView())
    }

    func alertLayer<A: View, M: View>(
        _ kind: PresentationNode.Kind, title: String, isPresented: Binding<Bool>, isShown: Bool? = nil,
        actions: A?, message: M?
    ) -> some View {
        alertLayer(
            kind, text: Text(verbatim: title), isPresented: isPresented, isShown: isShown, actions: actions,
            message: message)
    }

    /// The same, with a title text read where the alert resolves (its locale, its translation).
    func alertLayer<A: View, M: View>(
        _ kind: PresentationNode.Kind, text: Text, isPresented: Binding<Bool>, isShown: Bool? = nil,
        actions: A?, message: M?
    ) -> some View {
        declaring { context in
            guard isShown ?? isPresented.wrappedValue else { return }
            let close = context.inScope { isPresented.wrappedValue = false }
            let title = text.plainText(in: TextFormatContext(context.environment))
            let content = context.alertContent(kind, title: title, close: close) { inner in
                (
                    actions.map { inner.resolve($0, at: "actions") } ?? [],
                    message.map { inner.resolve($0, at: "message") } ?? []
                )
            }
            context.presentations.present(kind, content: content, dismiss: nil)
        }
    }
}

extension ResolveContext {
    /// An alert's or dialog's box: the title, the message and the buttons, each button closing it first.
    func alertContent(
        _ kind: PresentationNode.Kind, title: String, close: @escaping @MainActor () -> Void,
        _ resolve: (ResolveContext) -> (actions: [Node], message: [Node])
    ) -> Node {
        var inner = newScreenRoot(at: "presented:\(kind.rawValue)")
        inner.environment.multilineTextAlignment = .center
        inner.environment.dismiss = DismissAction(scope: scope, close)
        inner.environment.isPresented = true
        let (actions, message) = resolve(inner)
        var buttons = actions.flatMap(\.buttonsOrSelf)
        let hasCancel = buttons.contains { if case .button(let b) = $0 { b.role == .cancel } else { false } }
        if buttons.isEmpty {
            buttons = [.button(ButtonNode(label: .text(TextNode("OK")), action: .none))]
        } else if kind == .confirmationDialog, !hasCancel {
            buttons.append(.button(ButtonNode(label: .text(TextNode("Cancel")), role: .cancel, action: .none)))
        }
        let closing = buttons.map { $0.runningFirst(close) }
        var parts: [Node] = []
        if !title.isEmpty {
            parts.append(.text(TextNode(title, style: TextStyle(isBold: true, alignment: .center))))
        }
        parts += message
        let row = kind == .alert && closing.count <= 2
        parts.append(
            .stack(
                StackNode(
                    axis: row ? .horizontal : .vertical, alignment: .center, spacing: row ? 2 : 0, children: closing)))
        return .stack(StackNode(axis: .vertical, alignment: .center, spacing: 0, children: parts))
    }
}

extension Node {
    /// The buttons of an alert's actions: a `ForEach` or group of buttons gives each of them.
    var buttonsOrSelf: [Node] {
        if case .stack(let stack) = self, stack.children.allSatisfy({ if case .button = $0 { true } else { false } }) {
            return stack.children
        }
        return [self]
    }
}
