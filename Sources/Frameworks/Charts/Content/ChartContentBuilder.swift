/// Builds a chart's content from the marks listed in a closure, with `if`, `if`/`else` and `switch`; each piece is
/// turned into its marks as it is listed.
@MainActor @resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> _ChartContentList {
        _ChartContentList(marks: chartMarks(of: content))
    }

    public static func buildBlock(_ components: _ChartContentList...) -> _ChartContentList {
        _ChartContentList(marks: components.flatMap(\.marks))
    }

    public static func buildOptional(_ component: _ChartContentList?) -> _ChartContentList {
        component ?? _ChartContentList(marks: [])
    }

    public static func buildEither(first component: _ChartContentList) -> _ChartContentList { component }

    public static func buildEither(second component: _ChartContentList) -> _ChartContentList { component }

    public static func buildLimitedAvailability(_ component: _ChartContentList) -> _ChartContentList { component }
}

/// The content a ``ChartContentBuilder`` builds: the marks of everything listed, in order.
public struct _ChartContentList: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let marks: [ChartMark]

    var chartMarks: [ChartMark] { marks }
}
