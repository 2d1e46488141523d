import ConvergenceTree

// swift-format-ignore: AmbiguousTrailingClosureOverload
// SwiftUI's two `toolbar(content:)` overloads, told apart by their builders: views, or `ToolbarItem`s.
extension View {
    /// Items for the navigation bar of the screen this view is on; bare views go to its trailing edge.
    ///
    /// Outside a navigation container there is no bar, and the items are not shown, as in SwiftUI.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return declaring { context in
            guard let screen = context.screen else { return }
            screen.place(context.resolve(items, at: "toolbar"), at: .automatic)
        }
    }

    /// Toolbar items placed by `ToolbarItem(placement:)`: leading, trailing, principal or in the bottom bar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return declaring { context in
            guard let screen = context.screen else { return }
            context.placeToolbar(items, on: screen, at: "toolbar")
        }
    }

    /// Hides (or shows) a bar: `.toolbar(.hidden, for: .navigationBar)` draws no bar and no title.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        declaring { context in
            guard visibility == .hidden, bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
            else { return }
            context.screen?.hidesBar = true
        }
    }

    /// Accepted; bars have no background in text.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }

    /// Accepted; bars have no background in text.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }

    /// Accepted; text renders draw every toolbar alike.
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }

    /// How the screen's title shows: `.inline` puts it in the bar, `.large` over the content.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// How the screen's title shows: `.inline` puts it in the bar, `.large` (and `.automatic`) over the content.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        declaring { context in
            guard let screen = context.screen, screen.titleDisplayMode == nil else { return }
            switch displayMode {
            case .automatic: screen.titleDisplayMode = .automatic
            case .inline: screen.titleDisplayMode = .inline
            case .large: screen.titleDisplayMode = .large
            }
        }
    }

    /// The screen's title whose text a binding holds (an editable title on a device).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        declaring { context in context.screen?.offerTitle(title.wrappedValue) }
    }

    /// The older spelling of `.navigationTitle`.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The older spelling of `.navigationTitle`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The older spelling of `.navigationTitle` with `.navigationBarTitleDisplayMode`.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The older spelling of `.navigationTitle` with `.navigationBarTitleDisplayMode`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the back control of the pushed screen this view is on.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        declaring { context in
            if hidesBackButton { context.screen?.hidesBackButton = true }
        }
    }

    /// Hides the navigation bar and title of the screen this view is on.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        declaring { context in
            if hidden { context.screen?.hidesBar = true }
        }
    }

    /// The older way to put items at the edges of the bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        declaring { context in
            guard let screen = context.screen else { return }
            screen.place(context.resolve(leading, at: "leading"), at: .navigationBarLeading)
            screen.place(context.resolve(trailing, at: "trailing"), at: .navigationBarTrailing)
        }
    }

    /// The older way to put an item at the leading edge of the bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBarItems(leading: leading, trailing: EmptyView())
    }

    /// The older way to put an item at the trailing edge of the bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBarItems(leading: EmptyView(), trailing: trailing)
    }

    /// Accepted; a subtitle shows only in macOS window toolbars.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> Self { self }

    /// Accepted; a subtitle shows only in macOS window toolbars.
    public func navigationSubtitle(_ subtitle: Text) -> Self { self }
}
