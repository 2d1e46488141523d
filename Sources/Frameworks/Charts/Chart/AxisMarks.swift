/// What a chart's axis draws: grid lines, ticks and labels; accepted, a text chart has no axes.
public protocol AxisContent {}

/// Builds an axis's content from the axis marks listed in a closure.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> AxisMarks {
        AxisMarks()
    }

    public static func buildBlock(_ components: AxisMarks...) -> AxisMarks {
        AxisMarks()
    }
}

/// An axis's grid lines, ticks and value labels; accepted.
public struct AxisMarks: AxisContent {
    /// Where the marks go.
    public struct Position: Sendable, Hashable {
        let name: String

        public static let automatic = Position(name: "automatic")
        public static let leading = Position(name: "leading")
        public static let trailing = Position(name: "trailing")
        public static let top = Position(name: "top")
        public static let bottom = Position(name: "bottom")
    }

    /// Axis marks where the chart puts them.
    ///
    /// - Parameter position: The side they go on.
    public init(position: Position = .automatic) {}
}
