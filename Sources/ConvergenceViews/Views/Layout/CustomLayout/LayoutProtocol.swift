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

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// Lays out the views a builder makes with this layout.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A size offered to a view, either dimension possibly unspecified (`nil`) or unbounded (`.infinity`).
public struct ProposedViewSize: Sendable, Hashable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with missing dimensions replaced (10 points, as SwiftUI does).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The spacing a view prefers around it; 8 points (one column, half a row) everywhere in text renders.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()

    public init() {}

    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// Properties of a layout; text renders read none of them.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?

    public init() {}
}

/// A view's size as a layout sees it.
public struct ViewDimensions: Sendable, Equatable {
    public let width: CGFloat
    public let height: CGFloat
}
