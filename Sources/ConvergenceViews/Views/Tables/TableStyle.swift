/// How a table looks; accepted, every style draws the same rows and columns in text.
@MainActor @preconcurrency
public protocol TableStyle {}

public struct AutomaticTableStyle: TableStyle {
    public init() {}
}

public struct InsetTableStyle: TableStyle {
    public init() {}
}

public struct BorderedTableStyle: TableStyle {
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }

    /// The inset style with alternating row backgrounds (older form).
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }

    /// The bordered style with alternating row backgrounds (older form).
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { BorderedTableStyle() }
}

extension View {
    /// Accepted: every table style draws the same in text.
    public func tableStyle<S: TableStyle>(_ style: S) -> Self { self }
}
