import ConvergenceTree
import Foundation

extension View {
    /// Primary and secondary styles for hierarchical content (symbols with layers): text takes the primary one.
    ///
    /// ```swift
    /// Label("Alerts", systemImage: "bell.badge").foregroundStyle(.red, .secondary)
    /// ```
    ///
    /// - Parameters:
    ///   - primary: The style text takes.
    ///   - secondary: The style for secondary layers; accepted and ignored.
    /// - Returns: This view with the primary style, as `foregroundStyle(_:)` gives it.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedView<Self> {
        foregroundStyle(primary)
    }

    /// Primary, secondary and tertiary styles: text takes the primary one.
    ///
    /// - Parameters:
    ///   - primary: The style text takes.
    ///   - secondary: The style for secondary layers; accepted and ignored.
    ///   - tertiary: The style for tertiary layers; accepted and ignored.
    /// - Returns: This view with the primary style, as `foregroundStyle(_:)` gives it.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedView<Self> {
        foregroundStyle(primary)
    }
}
