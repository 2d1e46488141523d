/// How a table looks; accepted, every style draws the same rows and columns in text.
@MainActor @preconcurrency
public protocol TableStyle {}

public struct AutomaticTableStyle: TableStyle {
    /// The default table style.
    public init() {}
}

public struct InsetTableStyle: TableStyle {
    /// A table style with inset rows; drawn like every table in text.
    public init() {}
}

public struct BorderedTableStyle: TableStyle {
    /// A table style with borders; drawn like every table in text.
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }

    /// The inset style with alternating row backgrounds (older form).
    ///
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate their background; accepted as a no-op in text.
    /// - Returns: The inset style.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }

    /// The bordered style with alternating row backgrounds (older form).
    ///
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate their background; accepted as a no-op in text.
    /// - Returns: The bordered style.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { BorderedTableStyle() }
}

extension View {
    /// Accepted: every table style draws the same in text.
    ///
    /// - Parameter style: The table style; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func tableStyle<S: TableStyle>(_ style: S) -> Self { self }
}
