/// A bar from zero to a value. A chart of bars only renders as horizontal text bars, `Jan  ########  12`.
public struct BarMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let mark: ChartMark

    /// A mark at an x and a y value.
    ///
    /// - Parameters:
    ///   - x: The value along the horizontal axis, with its label.
    ///   - y: The value along the vertical axis, with its label.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .bar, entries: [x.entry, y.entry])
    }

    var chartMarks: [ChartMark] { [mark] }
}
