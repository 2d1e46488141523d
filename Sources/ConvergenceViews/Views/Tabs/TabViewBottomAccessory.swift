import ConvergenceTree

/// Where a tab view's bottom accessory sits, as SwiftUI's `TabViewBottomAccessoryPlacement`.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Inside the shrunken tab bar.
    case inline
    /// Above the full-size tab bar: always, in text renders, whose tab bars never shrink.
    case expanded
}

extension EnvironmentValues {
    /// Where the bottom accessory being drawn sits: `.expanded` in text renders, whose tab bars never shrink.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { .expanded }
}

/// A tab view with an accessory drawn over its tab bar.
struct TabViewWithBottomAccessory<Content: View, Accessory: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let accessory: Accessory
    let isEnabled: Bool

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content, at: "modified")
        guard isEnabled else { return nodes }
        return nodes.map { node in
            guard case .tabView(var tabView) = node, tabView.style == .automatic, !tabView.tabs.isEmpty else {
                return node
            }
            // The accessory sits on the selected tab's last rows, just over the bar, whatever the tab shows.
            let accessory = context.resolve(accessory, at: "accessory")
            tabView.content = .stack(
                StackNode(axis: .vertical, spacing: 0, children: [tabView.content, .spacer(SpacerNode())] + accessory))
            return .tabView(tabView)
        }
    }
}

extension View {
    /// Draws a view over a tab view's tab bar, as iOS 26 does (a mini player, a status line).
    ///
    /// In text renders the accessory takes the last rows of the selected tab's content, just over the bar, on every
    /// tab; a tab view with the page style, or one without tabs, draws none.
    ///
    /// - Parameter content: The accessory.
    /// - Returns: The tab view with the accessory.
    public func tabViewBottomAccessory<Content: View>(
        @ViewBuilder content: () -> Content
    ) -> some View {
        TabViewWithBottomAccessory(content: self, accessory: content(), isEnabled: true)
    }

    /// Draws a view over a tab view's tab bar when `isEnabled` is true.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the accessory shows.
    ///   - content: The accessory.
    /// - Returns: The tab view with the accessory, or as it was.
    public func tabViewBottomAccessory<Content: View>(
        isEnabled: Bool, @ViewBuilder content: () -> Content
    ) -> some View {
        TabViewWithBottomAccessory(content: self, accessory: content(), isEnabled: isEnabled)
    }
}
