import ConvergenceTree
import Foundation

/// One item of a bar, placed at the leading or trailing edge, in the middle or in the bottom bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { EditButton() }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    func placeItems(in context: ResolveContext, on screen: NavigationScreen) {
        screen.place(context.resolve(content, at: "ToolbarItem"), at: placement)
    }
}

extension ToolbarItem where ID == () {
    /// An item at a placement.
    ///
    /// - Parameters:
    ///   - placement: Where in the bar the item goes; `.automatic` is the trailing edge.
    ///   - content: The item's view.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier, at a placement.
    ///
    /// - Parameters:
    ///   - id: The identifier a device uses to let people customise the toolbar; accepted as a no-op in text.
    ///   - placement: Where in the bar the item goes; `.automatic` is the trailing edge.
    ///   - content: The item's view.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items placed together.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Several items at one placement.
    ///
    /// - Parameters:
    ///   - placement: Where in the bar the items go; `.automatic` is the trailing edge.
    ///   - content: The items' views, in order.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Several items at one placement, with a label for when a device folds them into a menu.
    ///
    /// - Parameters:
    ///   - placement: Where in the bar the items go; `.automatic` is the trailing edge.
    ///   - content: The items' views, in order.
    ///   - label: The menu's label; not drawn in text.
    public init<Label: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.placement = placement
        self.content = content()
    }

    func placeItems(in context: ResolveContext, on screen: NavigationScreen) {
        screen.place(context.resolve(content, at: "ToolbarItemGroup"), at: placement)
    }
}

/// Space between toolbar items: flexible space pushes the items after it to the far edge of the bar.
public struct ToolbarSpacer: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement

    /// How wide the space is.
    public struct SpacerSizing: Sendable, Hashable {
        let isFlexible: Bool
        public static let flexible = SpacerSizing(isFlexible: true)
        public static let fixed = SpacerSizing(isFlexible: false)
    }

    /// A space at a placement.
    ///
    /// - Parameters:
    ///   - sizing: Flexible or fixed width; accepted as a no-op in text, where every toolbar space is flexible.
    ///   - placement: Where in the bar the space goes; `.automatic` is the trailing edge.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.placement = placement
    }

    func placeItems(in context: ResolveContext, on screen: NavigationScreen) {
        screen.place([.spacer(SpacerNode())], at: placement)
    }
}
