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

    public init(edge: Edge) { self.edge = edge }

    public init(idType: (some Hashable & Sendable).Type = Never.self) {}

    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = id }

    public init(point: CGPoint) { self.point = point }

    public init(x: CGFloat = 0, y: CGFloat = 0) { point = CGPoint(x: x, y: y) }

    public mutating func scrollTo(edge: Edge) {
        self = ScrollPosition(edge: edge)
    }

    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    public mutating func scrollTo(point: CGPoint) {
        self = ScrollPosition(point: point)
    }

    public mutating func scrollTo(x: CGFloat = 0, y: CGFloat = 0) {
        self = ScrollPosition(x: x, y: y)
    }

    /// The id of the view scrolled to, as the given type.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID as? ID }
}

extension View {
    /// Keeps a scroll position; every view of the scroll view is drawn whole, so no change in text.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> Self { self }

    /// Accepted: scroll indicators are not drawn.
    public func scrollIndicatorsFlash(onAppear: Bool) -> Self { self }

    /// Accepted: scroll indicators are not drawn.
    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> Self { self }
}
