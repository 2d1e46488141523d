import Foundation

/// The geometry of a scroll view, as SwiftUI reports it to `.onScrollGeometryChange(for:of:action:)`.
///
/// A snapshot draws every view of a scroll view whole and nothing scrolls, so no geometry is ever reported; values
/// made in code (a test's, a preview's) read back as SwiftUI's do.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// Where the visible part starts within the content, in points.
    public var contentOffset: CGPoint
    /// The size of the content, in points.
    public var contentSize: CGSize
    /// The insets around the content, in points.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view, in points.
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    ///
    /// - Parameters:
    ///   - contentOffset: Where the visible part starts within the content.
    ///   - contentSize: The size of the content.
    ///   - contentInsets: The insets around the content.
    ///   - containerSize: The size of the scroll view.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The visible part of the content: the container's size at the content offset.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The visible part inside the content insets.
    public var bounds: CGRect {
        CGRect(
            x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
            width: containerSize.width - contentInsets.leading - contentInsets.trailing,
            height: containerSize.height - contentInsets.top - contentInsets.bottom)
    }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
            + "contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

extension View {
    /// Accepted: a snapshot draws every view of a scroll view whole and nothing scrolls, so no geometry is reported
    /// and neither closure runs (as `.onGeometryChange` and `.onScrollVisibilityChange`).
    ///
    /// - Parameters:
    ///   - type: The type of the value made from the geometry.
    ///   - transform: Makes the value from a ``ScrollGeometry``; never called.
    ///   - action: Runs with the old and the new value when the value changes; never called.
    /// - Returns: This view, unchanged.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> Self { self }
}

/// Where a scroll view is in a scroll (iOS 18): `.onScrollPhaseChange { old, new in … }`. A render never scrolls,
/// so it stays `.idle` and the action never runs.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    /// Whether the view is scrolling: any phase but `.idle`.
    public var isScrolling: Bool { self != .idle }
}

/// What changed with a scroll phase.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry.
    public let geometry: ScrollGeometry
    /// How fast it scrolls, when it does.
    public let velocity: CGVector?
}

extension View {
    /// Runs `action` when the scroll phase changes; a render never scrolls, so it never runs.
    ///
    /// - Parameter action: Runs with the old and the new phase; never called.
    /// - Returns: This view, unchanged.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
        -> Self
    { self }

    /// Runs `action` when the scroll phase changes; a render never scrolls, so it never runs.
    ///
    /// - Parameter action: Runs with the old and the new phase and their context; never called.
    /// - Returns: This view, unchanged.
    public func onScrollPhaseChange(
        _ action:
            @escaping (
                _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
            ) -> Void
    ) -> Self { self }
}
