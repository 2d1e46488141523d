/// A point on the edge of a filled area; a chart renders it as a row of its table.
public struct AreaMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let mark: ChartMark

    /// A mark at an x and a y value.
    ///
    /// - Parameters:
    ///   - x: The value along the horizontal axis, with its label.
    ///   - y: The value along the vertical axis, with its label.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .area, entries: [x.entry, y.entry])
    }

    var chartMarks: [ChartMark] { [mark] }
}
