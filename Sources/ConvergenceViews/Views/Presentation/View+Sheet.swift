import ConvergenceTree

extension View {
    /// Presents `content` as a sheet while `isPresented` is true: drawn as a panel covering the screen. Inside,
    /// `@Environment(\.dismiss)` sets the binding back to false; the dismiss step does the same (a swipe down).
    ///
    /// ```swift
    /// .sheet(isPresented: $showsComposer) { ComposerView() }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet shows; dismissing it sets it back to `false`.
    ///   - onDismiss: Runs once after the presentation goes away, however it was closed; none when `nil`.
    ///   - content: The sheet's content.
    /// - Returns: The view, with the sheet over its screen while it shows.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil; dismissing sets it back to nil.
    ///
    /// - Parameters:
    ///   - item: The value the sheet is for; dismissing the sheet sets it back to `nil`.
    ///   - onDismiss: Runs once after the presentation goes away, however it was closed; none when `nil`.
    ///   - content: Builds the sheet's content from the value.
    /// - Returns: The view, with the sheet over its screen while it shows.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` in place of the whole screen while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the cover shows; dismissing it sets it back to `false`.
    ///   - onDismiss: Runs once after the presentation goes away, however it was closed; none when `nil`.
    ///   - content: The cover's content.
    /// - Returns: The view, with the cover over its screen while it shows.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` in place of the whole screen for `item` while it is not nil.
    ///
    /// - Parameters:
    ///   - item: The value the cover is for; dismissing the cover sets it back to `nil`.
    ///   - onDismiss: Runs once after the presentation goes away, however it was closed; none when `nil`.
    ///   - content: Builds the cover's content from the value.
    /// - Returns: The view, with the cover over its screen while it shows.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` in a popover while `isPresented` is true (a panel, as on a phone).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the popover shows; dismissing it sets it back to `false`.
    ///   - attachmentAnchor: Where a device attaches the popover; accepted as a no-op in text.
    ///   - arrowEdge: The edge a device points the popover's arrow from; accepted as a no-op in text.
    ///   - content: The popover's content.
    /// - Returns: The view, with the popover over its screen while it shows.
    public func popover<Content: View>(
        isPresented: Binding<Bool>,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.popover, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents a popover for `item` while it is not nil.
    ///
    /// - Parameters:
    ///   - item: The value the popover is for; dismissing the popover sets it back to `nil`.
    ///   - attachmentAnchor: Where a device attaches the popover; accepted as a no-op in text.
    ///   - arrowEdge: The edge a device points the popover's arrow from; accepted as a no-op in text.
    ///   - content: Builds the popover's content from the value.
    /// - Returns: The view, with the popover over its screen while it shows.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.popover, item: item, onDismiss: nil, content: content)
    }

    private func presenting<Content: View>(
        _ kind: PresentationNode.Kind,
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)?,
        content: @escaping () -> Content
    ) -> some View {
        declaring { context in
            context.presentLayer(
                kind, isShown: isPresented.wrappedValue, onDismiss: onDismiss,
                close: { isPresented.wrappedValue = false }, content: content)
        }
    }

    private func presenting<Item: Identifiable, Content: View>(
        _ kind: PresentationNode.Kind,
        item: Binding<Item?>,
        onDismiss: (() -> Void)?,
        content: @escaping (Item) -> Content
    ) -> some View {
        declaring { context in
            let current = item.wrappedValue
            context.presentLayer(
                kind, isShown: current != nil, onDismiss: onDismiss, close: { item.wrappedValue = nil },
                content: { current.map(content) })
        }
    }
}

/// Where a popover points from; text renders show every popover as a panel.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    /// A rectangle to attach to.
    public enum Anchor: Sendable {
        case bounds
    }
}

extension ResolveContext {
    /// Presents a layer over this screen while `isShown`: its content resolved as a screen of its own, where
    /// `\.dismiss` and the dismiss step run `close`. When a shown layer goes away (by `close` or the app setting
    /// the binding), `onDismiss` runs once, after this resolution.
    func presentLayer<Content: View>(
        _ kind: PresentationNode.Kind,
        isShown: Bool,
        onDismiss: (() -> Void)?,
        close: @escaping @MainActor () -> Void,
        content: () -> Content?
    ) {
        // Whether it was shown, remembered across resolutions so `onDismiss` runs once when it goes away.
        let wasShown = persistent("presented", initial: false)
        if wasShown.value, !isShown, let onDismiss {
            Task { @MainActor in RenderScope.$current.withValue(scope) { onDismiss() } }
        }
        wasShown.updateQuietly { $0 = isShown }
        guard isShown, let view = content() else { return }
        var inner = self
        inner.environment.dismiss = DismissAction(scope: scope, close)
        inner.environment.isPresented = true
        let options = PresentationOptions()
        inner.environment.presentationOptions = options
        let layered = inner.resolveScreen(view, at: "presented:\(kind.rawValue)")
        presentations.present(
            kind, content: layered,
            dismiss: options.isInteractiveDismissDisabled ? nil : action(close))
    }
}
