import ConvergenceTree

/// How a `TabView` shows: a tab bar, or a pager with page marks.
@MainActor @preconcurrency
public protocol TabViewStyle {
    var kind: TabViewStyleKind { get }
}

/// What a tab view style means in text.
public struct TabViewStyleKind: Sendable, Hashable {
    let isPage: Bool
    let showsIndex: Bool

    static let bar = TabViewStyleKind(isPage: false, showsIndex: true)
}

public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style: a tab bar.
    public init() {}
    public var kind: TabViewStyleKind { .bar }
}

public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// A tab bar that may turn into a sidebar on a device; drawn as a tab bar in text.
    public init() {}
    public var kind: TabViewStyleKind { .bar }
}

public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// A tab bar only; drawn as a tab bar in text.
    public init() {}
    public var kind: TabViewStyleKind { .bar }
}

/// A pager: one page at a time, with a mark per page under it (`o * o`).
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page marks show.
    public struct IndexDisplayMode: Sendable, Hashable {
        let shows: Bool
        public static let automatic = IndexDisplayMode(shows: true)
        public static let always = IndexDisplayMode(shows: true)
        public static let never = IndexDisplayMode(shows: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// A pager style.
    ///
    /// - Parameter indexDisplayMode: Whether the page marks show under the page; `.never` hides them, the others show
    ///   them.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var kind: TabViewStyleKind { TabViewStyleKind(isPage: true, showsIndex: indexDisplayMode.shows) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A pager style that shows or hides its page marks.
    ///
    /// - Parameter indexDisplayMode: Whether the page marks show under the page; `.never` hides them, the others show
    ///   them.
    /// - Returns: A pager style.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a pager's page marks look; no change in text.
public struct IndexViewStyle: Sendable, Hashable {
    /// Whether the marks have a background.
    public struct BackgroundDisplayMode: Sendable, Hashable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let never = BackgroundDisplayMode(name: "never")
    }

    public static let page = IndexViewStyle()

    /// The page style with a background choice for its marks; no change in text.
    ///
    /// - Parameter backgroundDisplayMode: When the marks have a background; accepted as a no-op in text.
    /// - Returns: The page index style.
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> IndexViewStyle { IndexViewStyle() }
}

private struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: TabViewStyleKind { .bar }
}

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// A tab bar, or a pager with page marks (`.page`).
    ///
    /// - Parameter style: The style: `.page` styles draw a pager, the others a tab bar.
    /// - Returns: The view, whose tab views use the style.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind = style.kind
        return transformEnvironment { $0.tabViewStyle = kind }
    }

    /// Accepted; page marks look alike in text.
    ///
    /// - Parameter style: The page marks' style; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func indexViewStyle(_ style: IndexViewStyle) -> Self { self }
}
