import Foundation

// Scrolling modifiers: snapshots show every view of a scroll view whole, so each changes nothing in text.

extension View {
    /// No change in text: scroll views draw no indicators.
    ///
    /// - Parameters:
    ///   - visibility: Whether the indicators show; accepted and ignored.
    ///   - axes: The directions it applies to; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> Self
    { self }

    /// No change in text: the layout's views are shown whole.
    ///
    /// - Parameter isEnabled: Whether the views are scroll targets; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

    /// No change in text: nothing scrolls.
    ///
    /// - Parameter behavior: Where scrolling comes to rest; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollTargetBehavior(_ behavior: ScrollTargetBehavior) -> Self { self }

    /// No change in text: content is never clipped.
    ///
    /// - Parameter disabled: Whether clipping is turned off; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }

    /// No change in text: every view is shown, whatever the position.
    ///
    /// - Parameters:
    ///   - id: The id of the view scrolled to; accepted and ignored.
    ///   - anchor: Which point of that view is meant; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { self }

    /// No change in text: content is shown from its start.
    ///
    /// - Parameter anchor: Where scrolling starts; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> Self { self }

    /// No change in text: scrolling is never disabled or enabled in a snapshot.
    ///
    /// - Parameter disabled: Whether scrolling is turned off; accepted and ignored.
    /// - Returns: This view, unchanged.
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

    /// Scrolling that comes to rest with a view aligned to the edge, with a limit on how far one gesture goes.
    ///
    /// - Parameter limitBehavior: How far one gesture may scroll; accepted and ignored.
    /// - Returns: The view-aligned behaviour.
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
    ///
    /// - Parameters:
    ///   - threshold: How much of the view must show to count as visible; accepted and ignored.
    ///   - action: Runs when visibility changes; never called.
    /// - Returns: This view, unchanged.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> Self {
        self
    }
}
