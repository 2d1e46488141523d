import ConvergenceTree
import Foundation

/// A custom container layout, in SwiftUI's shape: it measures its subviews, says how big it is, and places them.
///
/// Text renders run it in points on a nominal 320-point-wide container (40 columns, the default scenario width;
/// see ``CellMetrics``) with each subview's size estimated from its text, then turn the placements into rows:
/// subviews placed on the same line sit side by side, lines top to bottom.
///
/// ```swift
/// struct FlowLayout: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// FlowLayout { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Rebuilds the cache when the subviews change, by calling `makeCache(subviews:)` again.
    ///
    /// - Parameters:
    ///   - cache: The cache to replace.
    ///   - subviews: The subviews the layout arranges.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The spacing the layout prefers around itself; the default is the same everywhere.
    ///
    /// - Parameters:
    ///   - subviews: The subviews the layout arranges.
    ///   - cache: The layout's cache.
    /// - Returns: An empty ``ViewSpacing``.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// Lays out the views a builder makes with this layout.
    ///
    /// - Parameter content: The views to arrange.
    /// - Returns: A view that arranges the content with this layout.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// Makes an empty cache, for layouts that keep none.
    ///
    /// - Parameter subviews: The subviews the layout arranges.
    /// - Returns: The empty value.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A size offered to a view, either dimension possibly unspecified (`nil`) or unbounded (`.infinity`).
public struct ProposedViewSize: Sendable, Hashable {
    public var width: CGFloat?
    public var height: CGFloat?

    /// Creates a proposal from a width and a height.
    ///
    /// - Parameters:
    ///   - width: The offered width in points, or `nil` to leave it unspecified.
    ///   - height: The offered height in points, or `nil` to leave it unspecified.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal that offers a whole size.
    ///
    /// - Parameter size: The offered width and height, in points.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with missing dimensions replaced (10 points, as SwiftUI does).
    ///
    /// - Parameter size: The width and height to use where the proposal has none.
    /// - Returns: The proposed size, with each unspecified dimension taken from `size`.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The spacing a view prefers around it; 8 points (one column, half a row) everywhere in text renders.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()

    /// Creates the spacing every view prefers in text renders.
    public init() {}

    /// The preferred distance from this view to the next one.
    ///
    /// - Parameters:
    ///   - next: The view that follows.
    ///   - axis: The direction in which the views follow one another.
    /// - Returns: Always 8 points.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }

    /// Merges another view's spacing into this one; no change, since every view's spacing is the same.
    ///
    /// - Parameters:
    ///   - other: The spacing to merge.
    ///   - edges: The edges to merge on.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}

    /// Merges another view's spacing with this one.
    ///
    /// - Parameters:
    ///   - other: The spacing to merge.
    ///   - edges: The edges to merge on.
    /// - Returns: This spacing, unchanged, since every view's spacing is the same.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// Properties of a layout; text renders read none of them.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?

    /// Creates the properties every layout has by default.
    public init() {}
}

/// A view's size as a layout sees it.
public struct ViewDimensions: Sendable, Equatable {
    public let width: CGFloat
    public let height: CGFloat
}
