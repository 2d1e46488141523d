import Foundation

extension ChartContent {
    /// Colours marks by a series: the series becomes a column of the chart's table, or part of a bar's label.
    ///
    /// - Parameter value: The series, with its label, such as `.value("Fruit", sale.fruit)`.
    /// - Returns: The marks with the series added.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        _ChartContentList(
            marks: chartMarks(of: self).map { mark in
                var mark = mark
                mark.entries.append(value.entry)
                return mark
            })
    }

    /// Gives marks a symbol by a series; the series becomes a column, as with ``foregroundStyle(by:)``.
    ///
    /// - Parameter value: The series, with its label.
    /// - Returns: The marks with the series added.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        foregroundStyle(by: value)
    }

    /// Sets bars of a series side by side; the series becomes a column, as with ``foregroundStyle(by:)``.
    ///
    /// - Parameter value: The series, with its label.
    /// - Returns: The marks with the series added.
    public func position<P: Plottable>(by value: PlottableValue<P>) -> some ChartContent {
        foregroundStyle(by: value)
    }

    /// Colours marks; accepted, no effect in text.
    ///
    /// - Parameter style: The colour.
    /// - Returns: The same marks.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }

    /// Sets marks' opacity; accepted, no effect in text.
    ///
    /// - Parameter value: The opacity.
    /// - Returns: The same marks.
    public func opacity(_ value: Double) -> some ChartContent { self }

    /// Rounds bars' corners; accepted, no effect in text.
    ///
    /// - Parameters:
    ///   - radius: The radius.
    ///   - style: The corners' shape.
    /// - Returns: The same marks.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent { self }

    /// Sets a line's width and dashes; accepted, no effect in text.
    ///
    /// - Parameter style: The stroke.
    /// - Returns: The same marks.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { self }
}
