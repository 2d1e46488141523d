import Foundation

// Scrolling modifiers: snapshots show every view of a scroll view whole, so each changes nothing in text.

extension View {
    /// No change in text: scroll views draw no indicators.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> Self
    { self }

    /// No change in text: the layout's views are shown whole.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

    /// No change in text: nothing scrolls.
    public func scrollTargetBehavior(_ behavior: ScrollTargetBehavior) -> Self { self }

    /// No change in text: content is never clipped.
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }

    /// No change in text: every view is shown, whatever the position.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { self }

    /// No change in text: content is shown from its start.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> Self { self }

    /// No change in text: scrolling is never disabled or enabled in a snapshot.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Where scrolling comes to rest.
public struct ScrollTargetBehavior: Sendable, Hashable {
    let name: String
    public static let paging = ScrollTargetBehavior(name: "paging")
    public static let viewAligned = ScrollTargetBehavior(name: "viewAligned")

    public static func viewAligned(limitBehavior: ViewAlignedLimitBehavior) -> ScrollTargetBehavior {
        ScrollTargetBehavior(name: "viewAligned")
    }

    /// How far view-aligned scrolling may go in one gesture.
    public struct ViewAlignedLimitBehavior: Sendable, Hashable {
        let name: String
        public static let automatic = ViewAlignedLimitBehavior(name: "automatic")
        public static let always = ViewAlignedLimitBehavior(name: "always")
        public static let never = ViewAlignedLimitBehavior(name: "never")
    }
}

extension View {
    /// Accepted: every view of a scroll view is shown, so visibility never changes and the action never runs.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> Self {
        self
    }
}
