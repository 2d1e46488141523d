import ConvergenceTree
import Foundation

/// Two or three columns — sidebar, optional content, detail — side by side when the width allows (each at least
/// 24 columns), else the compact stack: the sidebar, and the screen a link in it pushes, with a back control.
///
/// ```swift
/// NavigationSplitView {
///     List(folders) { folder in NavigationLink(folder.name, value: folder) }
/// } detail: {
///     Text("Choose a folder")
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// A three-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: The first column: usually a list of links.
    ///   - content: The middle column, between sidebar and detail.
    ///   - detail: The last column, replaced by the screen a link in the sidebar (or content) shows.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// A three-column split view with a binding to which columns show.
    ///
    /// - Parameters:
    ///   - columnVisibility: Accepted and ignored: every column that fits is shown.
    ///   - sidebar: The first column: usually a list of links.
    ///   - content: The middle column, between sidebar and detail.
    ///   - detail: The last column, replaced by the screen a link in the sidebar (or content) shows.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let controller = context.navigationController(path: nil)
        var columns: [Node] = []
        if let content {
            let screen = NavigationScreen(depth: 0, stack: controller)
            let (node, _) = context.resolveOnScreen(screen, at: "content") { $0.resolveSingle(content, at: "column") }
            columns.append(.navigation(screen.node(content: node, backButton: nil)))
        }
        let detailScreen = NavigationScreen(depth: 0, stack: controller)
        let (detailNode, _) = context.resolveOnScreen(detailScreen, at: "detail") {
            $0.resolveSingle(detail, at: "column")
        }
        // The sidebar is the stack's root: the screens its links push show in the detail column.
        let stack = context.resolveStackScreens(root: sidebar, controller: controller, at: "sidebar")
        var detailColumn = Node.navigation(detailScreen.node(content: detailNode, backButton: nil))
        if var shown = stack.pushed.last {
            // Side by side, the first pushed screen replaces the detail and needs no way back to the sidebar.
            if stack.pushed.count == 1 { shown.backButton = nil }
            detailColumn = .navigation(shown)
        }
        let split = SplitViewNode(
            columns: [.navigation(stack.root)] + columns + [detailColumn], compact: .navigation(stack.top))
        return [.splitView(split)]
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: sidebar and detail.
    ///
    /// - Parameters:
    ///   - sidebar: The first column: usually a list of links.
    ///   - detail: The last column, replaced by the screen a link in the sidebar (or content) shows.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    /// A two-column split view with a binding to which columns show.
    ///
    /// - Parameters:
    ///   - columnVisibility: Accepted and ignored: every column that fits is shown.
    ///   - sidebar: The first column: usually a list of links.
    ///   - detail: The last column, replaced by the screen a link in the sidebar (or content) shows.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// Which columns of a split view show; text renders show all that fit.
public struct NavigationSplitViewVisibility: Sendable, Hashable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "double-column")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detail-only")
}

/// A split view's column.
public enum NavigationSplitViewColumn: Sendable, Hashable {
    case sidebar, content, detail
}

/// How a split view sizes its columns; text renders share the width evenly.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
}

public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
}

public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// Accepted; text renders share the width evenly between columns.
    ///
    /// - Parameter style: The split view style.
    /// - Returns: The view unchanged.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self { self }

    /// Accepted; text renders share the width evenly between columns.
    ///
    /// - Parameter width: The column's width in points.
    /// - Returns: The view unchanged.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> Self { self }

    /// Accepted; text renders share the width evenly between columns.
    ///
    /// - Parameters:
    ///   - min: The column's least width in points, or `nil`.
    ///   - ideal: The column's ideal width in points.
    ///   - max: The column's most width in points, or `nil`.
    /// - Returns: The view unchanged.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self {
        self
    }
}
