import ConvergenceTree

/// The older navigation container: a `NavigationStack` over its first view, as on a phone (further views, the
/// columns of a larger screen, are not shown).
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A navigation view over its views.
    ///
    /// - Parameter content: The views; only the first one is shown, as the stack's root.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let controller = context.navigationController(path: nil)
        let screens = context.resolveStackScreens(
            root: FirstView(content: content), controller: controller, at: "NavigationView")
        return [.navigation(screens.top)]
    }
}

/// The first node a view resolves to: the primary column of a `NavigationView`.
private struct FirstView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    func resolveNodes(in context: ResolveContext) -> [Node] {
        Array(context.resolve(content, at: "column").prefix(1))
    }
}

/// How a `NavigationView` arranges its views; text renders always show the stack.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The double-column style.
    public init() {}
}

public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Accepted; text renders show a `NavigationView` as a stack whatever the style.
    ///
    /// - Parameter style: The navigation view style.
    /// - Returns: The view unchanged.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
}

extension NavigationLink {
    /// Accepted: whether the link shows its screen in the detail column of a split `NavigationView`; text renders
    /// push it the same way either way.
    ///
    /// - Parameter isDetailLink: Whether the destination goes in the detail column.
    /// - Returns: The link unchanged.
    public func isDetailLink(_ isDetailLink: Bool) -> Self { self }
}
