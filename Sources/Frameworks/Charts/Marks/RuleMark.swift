/// A line across the chart at one value, such as a target or an average; a chart renders it as a row of its table.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let mark: ChartMark

    /// A vertical line at an x value.
    ///
    /// - Parameter x: The value, with its label.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ChartMark(kind: .rule, entries: [x.entry])
    }

    /// A horizontal line at a y value.
    ///
    /// - Parameter y: The value, with its label.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, entries: [y.entry])
    }

    var chartMarks: [ChartMark] { [mark] }
}
