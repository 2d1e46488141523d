import ConvergenceTree
import Foundation

/// Content built from the size it is offered.
///
/// Text renders resolve views once for every width they are drawn at, so the proxy's `size` is the default
/// scenario width, 40 columns, and 40 rows, in points through ``CellMetrics``: 320 × 640. Code that picks a
/// layout by `size.width` sees a narrow phone in portrait.
///
/// ```swift
/// GeometryReader { proxy in
///     if proxy.size.width > 600 { WideDashboard() } else { NarrowDashboard() }
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// Creates a view whose content is built from the offered size.
    ///
    /// - Parameter content: Builds the content from a ``GeometryProxy``; called once, with a size of 320 × 640 points.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        context.resolve(content(GeometryProxy.nominal), at: "GeometryReader")
    }
}

/// The size and frames a ``GeometryReader`` offers its content, in points.
public struct GeometryProxy: Sendable {
    /// The offered size: 320 × 640 points (40 columns, 40 rows).
    public let size: CGSize
    /// Text renders have no safe area.
    public let safeAreaInsets: EdgeInsets

    static let nominal = GeometryProxy(
        size: CGSize(width: 40 * CellMetrics.pointsPerColumn, height: 40 * CellMetrics.pointsPerRow),
        safeAreaInsets: EdgeInsets())

    /// The content's frame in a coordinate space: at the origin, the offered size, in every space.
    ///
    /// - Parameter coordinateSpace: The space to measure in; every space gives the same answer.
    /// - Returns: A rectangle at the origin, of the offered size.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// The content's frame in a named or global coordinate space.
    ///
    /// - Parameter coordinateSpace: The space to measure in; every space gives the same answer.
    /// - Returns: A rectangle at the origin, of the offered size.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// The content's bounds in a coordinate space.
    ///
    /// - Parameter coordinateSpace: The space to measure in; every space gives the same answer.
    /// - Returns: A rectangle at the origin, of the offered size; never `nil`.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space: the whole screen, the view's own, or one named with `.coordinateSpace(name:)`.
///
/// Its name is only compared, never shared across threads by the framework, hence the unchecked `Sendable`.
public enum CoordinateSpace: @unchecked Sendable, Hashable {
    case global, local
    case named(AnyHashable)
}

/// A coordinate space value (iOS 17's `.global`, `.local`, `.named("scroll")`).
public protocol CoordinateSpaceProtocol: Sendable {
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space by name, or the global or local one.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    public let coordinateSpace: CoordinateSpace

    /// A coordinate space with a name.
    ///
    /// - Parameter name: The name, as given to `.coordinateSpace(name:)`.
    /// - Returns: The named coordinate space.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
    }
}

/// The global coordinate space (`.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    /// Creates the global coordinate space.
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space (`.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    /// Creates the view's own coordinate space.
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A coordinate space with a name: `.named("scroll")`.
    ///
    /// - Parameter name: The name, as given to `.coordinateSpace(name:)`.
    /// - Returns: The named coordinate space.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
    }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
