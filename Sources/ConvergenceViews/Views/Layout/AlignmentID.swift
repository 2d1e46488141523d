import ConvergenceTree
import Foundation

/// Names a custom alignment, as SwiftUI's `AlignmentID`: its default value says where the guide falls in a view
/// that does not move it with `.alignmentGuide`.
///
/// ```swift
/// private struct OneThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
/// }
/// extension HorizontalAlignment { static let oneThird = HorizontalAlignment(OneThird.self) }
/// ```
///
/// Text renders line views up by their leading edges, centres or trailing edges only, so a custom alignment
/// renders as the nearest of the three (see `HorizontalAlignment(_:)`).
public protocol AlignmentID {
    /// Where the guide falls in a view that does not set it.
    ///
    /// - Parameter context: The view's size.
    /// - Returns: The guide's distance from the view's leading edge (or top edge, for a vertical alignment).
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Which third of a 300-point box an alignment's default value falls in: 0 the start, 1 the middle, 2 the end.
private func third(of id: any AlignmentID.Type, along length: KeyPath<ViewDimensions, CGFloat>) -> Int {
    let probe = ViewDimensions(width: 300, height: 300)
    let value = id.defaultValue(in: probe)
    guard value.isFinite else { return 1 }
    return value < probe[keyPath: length] / 3 ? 0 : value > probe[keyPath: length] * 2 / 3 ? 2 : 1
}

extension HorizontalAlignment {
    /// A custom horizontal alignment, as SwiftUI's `HorizontalAlignment(_:)`.
    ///
    /// Text renders know three horizontal alignments: this one is `.leading` when the identifier's default value
    /// falls in the first third of a view's width, `.trailing` in the last third, and `.center` otherwise.
    ///
    /// - Parameter id: The alignment's identifier type.
    public init(_ id: any AlignmentID.Type) {
        self = [.leading, .center, .trailing][third(of: id, along: \.width)]
    }

    /// Where a list row's separator starts: the row's leading edge in text renders.
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    /// Where a list row's separator ends: the row's trailing edge in text renders.
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing
}

extension VerticalAlignment {
    /// A custom vertical alignment, as SwiftUI's `VerticalAlignment(_:)`.
    ///
    /// Text renders know three vertical alignments: this one is `.top` when the identifier's default value falls
    /// in the first third of a view's height, `.bottom` in the last third, and `.center` otherwise.
    ///
    /// - Parameter id: The alignment's identifier type.
    public init(_ id: any AlignmentID.Type) {
        self = [.top, .center, .bottom][third(of: id, along: \.height)]
    }
}

extension ViewDimensions {
    /// A guide the view set itself with `.alignmentGuide`; always nil in text renders, which do not move guides.
    ///
    /// - Parameter guide: The guide.
    /// - Returns: Nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// A guide the view set itself with `.alignmentGuide`; always nil in text renders, which do not move guides.
    ///
    /// - Parameter guide: The guide.
    /// - Returns: Nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
