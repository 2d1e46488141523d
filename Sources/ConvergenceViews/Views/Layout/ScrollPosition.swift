import Foundation

/// Where a scroll view is scrolled to, as SwiftUI's `ScrollPosition` (with `.scrollPosition($position)`): it keeps
/// what code asks for (an edge, a view's id, an offset), which reads back, and every view of the scroll view is
/// drawn whole as before.
public struct ScrollPosition: Sendable {
    /// The edge scrolled to, when the position is an edge.
    public private(set) var edge: Edge?
    /// The id of the view scrolled to, when the position is a view.
    public private(set) var viewID: (any Hashable & Sendable)?
    /// The point scrolled to, when the position is an offset.
    public private(set) var point: CGPoint?
    /// Whether a person scrolled to it (never, in a scenario).
    public var isPositionedByUser: Bool { false }

    /// Creates a position at an edge.
    ///
    /// - Parameter edge: The edge scrolled to, read back through `edge`.
    public init(edge: Edge) { self.edge = edge }

    /// Creates a position that is not yet scrolled anywhere.
    ///
    /// - Parameter idType: The type of the views' ids; accepted and ignored.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}

    /// Creates a position at a view.
    ///
    /// - Parameters:
    ///   - id: The id of the view scrolled to, read back through `viewID`.
    ///   - anchor: Which point of the view to scroll to; accepted and ignored.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = id }

    /// Creates a position at a point.
    ///
    /// - Parameter point: The point scrolled to, read back through `point`.
    public init(point: CGPoint) { self.point = point }

    /// Creates a position at an offset.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset, in points.
    ///   - y: The vertical offset, in points.
    public init(x: CGFloat = 0, y: CGFloat = 0) { point = CGPoint(x: x, y: y) }

    /// Moves the position to an edge, forgetting any earlier view or point.
    ///
    /// - Parameter edge: The edge scrolled to.
    public mutating func scrollTo(edge: Edge) {
        self = ScrollPosition(edge: edge)
    }

    /// Moves the position to a view, forgetting any earlier edge or point.
    ///
    /// - Parameters:
    ///   - id: The id of the view scrolled to.
    ///   - anchor: Which point of the view to scroll to; accepted and ignored.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Moves the position to a point, forgetting any earlier edge or view.
    ///
    /// - Parameter point: The point scrolled to.
    public mutating func scrollTo(point: CGPoint) {
        self = ScrollPosition(point: point)
    }

    /// Moves the position to an offset, forgetting any earlier edge or view.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset, in points.
    ///   - y: The vertical offset, in points.
    public mutating func scrollTo(x: CGFloat = 0, y: CGFloat = 0) {
        self = ScrollPosition(x: x, y: y)
    }

    /// The id of the view scrolled to, as the given type.
    ///
    /// - Parameter type: The type the id is expected to have.
    /// - Returns: The id, or `nil` if the position is not a view or its id has another type.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID as? ID }
}

extension View {
    /// Keeps a scroll position; every view of the scroll view is drawn whole, so no change in text.
    ///
    /// - Parameters:
    ///   - position: The position to keep; accepted and ignored.
    ///   - anchor: Which point of the scroll view the position refers to; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> Self { self }

    /// Accepted: scroll indicators are not drawn.
    ///
    /// - Parameter onAppear: Whether to flash the indicators when the view appears; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollIndicatorsFlash(onAppear: Bool) -> Self { self }

    /// Accepted: scroll indicators are not drawn.
    ///
    /// - Parameter value: The value whose changes would flash the indicators; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> Self { self }
}
