import Foundation

/// A slice of a pie or donut chart; a chart renders it as a row of its table.
public struct SectorMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let mark: ChartMark

    /// A slice whose angle is its share of the total.
    ///
    /// - Parameters:
    ///   - angle: The slice's value, with its label.
    ///   - innerRadius: The hole's radius, for a donut; accepted.
    ///   - outerRadius: The slice's radius; accepted.
    ///   - angularInset: The gap between slices; accepted.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        mark = ChartMark(kind: .sector, entries: [angle.entry])
    }

    var chartMarks: [ChartMark] { [mark] }
}
