import Foundation

/// A mark's width, height or radius; accepted, text has no sizes to draw.
public struct MarkDimension: Sendable {
    /// The size the chart picks.
    public static var automatic: MarkDimension { MarkDimension() }

    /// A size in points.
    ///
    /// - Parameter value: The size.
    /// - Returns: The dimension.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension() }

    /// A fraction of the room available.
    ///
    /// - Parameter value: The fraction, from 0 to 1.
    /// - Returns: The dimension.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension() }

    /// The room available less an inset.
    ///
    /// - Parameter value: The inset in points.
    /// - Returns: The dimension.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension() }
}
