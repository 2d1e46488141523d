import ConvergenceTree

// swift-format-ignore: AmbiguousTrailingClosureOverload
// SwiftUI's two `toolbar(content:)` overloads, told apart by their builders: views, or `ToolbarItem`s.
extension View {
    /// Items for the navigation bar of the screen this view is on; bare views go to its trailing edge.
    ///
    /// Outside a navigation container there is no bar, and the items are not shown, as in SwiftUI.
    ///
    /// - Parameter content: The items' views; all go to the trailing edge of the bar.
    /// - Returns: The view, with the items on its screen's bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return declaring { context in
            guard let screen = context.screen else { return }
            screen.place(context.resolve(items, at: "toolbar"), at: .automatic)
        }
    }

    /// Toolbar items placed by `ToolbarItem(placement:)`: leading, trailing, principal or in the bottom bar.
    ///
    /// - Parameter content: The items, each with its placement.
    /// - Returns: The view, with the items on its screen's bar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return declaring { context in
            guard let screen = context.screen else { return }
            context.placeToolbar(items, on: screen, at: "toolbar")
        }
    }

    /// Hides (or shows) a bar: `.toolbar(.hidden, for: .navigationBar)` draws no bar and no title.
    ///
    /// - Parameters:
    ///   - visibility: `.hidden` hides the navigation bar; `.visible` and `.automatic` change nothing.
    ///   - bars: The bars it applies to; only the navigation bar (or `.automatic`, or no bar named) hides one in text.
    /// - Returns: The view, on a screen without a bar when hidden.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        declaring { context in
            guard visibility == .hidden, bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
            else { return }
            context.screen?.hidesBar = true
        }
    }

    /// Accepted; bars have no background in text.
    ///
    /// - Parameters:
    ///   - style: The bars' background; accepted as a no-op in text.
    ///   - bars: The bars it applies to; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }

    /// Accepted; bars have no background in text.
    ///
    /// - Parameters:
    ///   - visibility: Whether the bars' background shows; accepted as a no-op in text.
    ///   - bars: The bars it applies to; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }

    /// Accepted; text renders draw every toolbar alike.
    ///
    /// - Parameter role: The toolbar's role; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }

    /// How the screen's title shows: `.inline` puts it in the bar, `.large` over the content.
    ///
    /// - Parameter mode: Where the title shows: `.inline` in the bar, `.large`, `.inlineLarge` and `.automatic` over the
    ///   content.
    /// - Returns: The view, whose screen shows its title that way.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// How the screen's title shows: `.inline` puts it in the bar, `.large` (and `.automatic`) over the content.
    ///
    /// - Parameter displayMode: Where the title shows: `.inline` in the bar, `.large` and `.automatic` over the
    ///   content.
    /// - Returns: The view, whose screen shows its title that way.
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
    ///
    /// - Parameter title: The title's text; the screen shows its current value.
    /// - Returns: The view, whose screen has that title.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        declaring { context in context.screen?.offerTitle(title.wrappedValue) }
    }

    /// The older spelling of `.navigationTitle`.
    ///
    /// - Parameter title: The title's text.
    /// - Returns: The view, whose screen has that title.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The older spelling of `.navigationTitle`.
    ///
    /// - Parameter title: The title.
    /// - Returns: The view, whose screen has that title.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The older spelling of `.navigationTitle` with `.navigationBarTitleDisplayMode`.
    ///
    /// - Parameters:
    ///   - title: The title's text.
    ///   - displayMode: Where the title shows: `.inline` in the bar, `.large` and `.automatic` over the content.
    /// - Returns: The view, whose screen has that title, shown that way.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The older spelling of `.navigationTitle` with `.navigationBarTitleDisplayMode`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: Where the title shows: `.inline` in the bar, `.large` and `.automatic` over the content.
    /// - Returns: The view, whose screen has that title, shown that way.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the back control of the pushed screen this view is on.
    ///
    /// - Parameter hidesBackButton: Whether to hide the back control; `false` changes nothing.
    /// - Returns: The view, whose screen has no back control when hidden.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        declaring { context in
            if hidesBackButton { context.screen?.hidesBackButton = true }
        }
    }

    /// Hides the navigation bar and title of the screen this view is on.
    ///
    /// - Parameter hidden: Whether to hide the bar and title; `false` changes nothing.
    /// - Returns: The view, whose screen has no bar when hidden.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        declaring { context in
            if hidden { context.screen?.hidesBar = true }
        }
    }

    /// The older way to put items at the edges of the bar.
    ///
    /// - Parameters:
    ///   - leading: The item at the leading edge of the bar.
    ///   - trailing: The item at the trailing edge of the bar.
    /// - Returns: The view, with the items on its screen's bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        declaring { context in
            guard let screen = context.screen else { return }
            screen.place(context.resolve(leading, at: "leading"), at: .navigationBarLeading)
            screen.place(context.resolve(trailing, at: "trailing"), at: .navigationBarTrailing)
        }
    }

    /// The older way to put an item at the leading edge of the bar.
    ///
    /// - Parameter leading: The item at the leading edge of the bar.
    /// - Returns: The view, with the item on its screen's bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBarItems(leading: leading, trailing: EmptyView())
    }

    /// The older way to put an item at the trailing edge of the bar.
    ///
    /// - Parameter trailing: The item at the trailing edge of the bar.
    /// - Returns: The view, with the item on its screen's bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBarItems(leading: EmptyView(), trailing: trailing)
    }

    /// Accepted; a subtitle shows only in macOS window toolbars.
    ///
    /// - Parameter subtitle: The subtitle's text; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> Self { self }

    /// Accepted; a subtitle shows only in macOS window toolbars.
    ///
    /// - Parameter subtitle: The subtitle; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func navigationSubtitle(_ subtitle: Text) -> Self { self }
}
