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
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
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

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

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

    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.placement = placement
    }

    func placeItems(in context: ResolveContext, on screen: NavigationScreen) {
        screen.place([.spacer(SpacerNode())], at: placement)
    }
}
