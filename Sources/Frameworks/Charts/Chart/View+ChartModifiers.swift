// Modifiers that configure a chart's axes, legend and scales: accepted, the text of a chart has neither axes nor
// colours. Each returns the view unchanged.
extension View {
    /// Shows or hides the x axis; accepted.
    ///
    /// - Parameter visibility: Whether the axis shows.
    /// - Returns: The same view.
    public func chartXAxis(_ visibility: Visibility) -> some View { self }

    /// Shows or hides the y axis; accepted.
    ///
    /// - Parameter visibility: Whether the axis shows.
    /// - Returns: The same view.
    public func chartYAxis(_ visibility: Visibility) -> some View { self }

    /// Configures the x axis's marks; accepted.
    ///
    /// - Parameter content: The axis marks, such as `AxisMarks()`.
    /// - Returns: The same view.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }

    /// Configures the y axis's marks; accepted.
    ///
    /// - Parameter content: The axis marks, such as `AxisMarks(position: .leading)`.
    /// - Returns: The same view.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }

    /// Names the x axis; accepted.
    ///
    /// - Parameter label: The axis's name.
    /// - Returns: The same view.
    public func chartXAxisLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Names the y axis; accepted.
    ///
    /// - Parameter label: The axis's name.
    /// - Returns: The same view.
    public func chartYAxisLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Shows or hides the legend; accepted, series are columns of the table instead.
    ///
    /// - Parameter visibility: Whether the legend shows.
    /// - Returns: The same view.
    public func chartLegend(_ visibility: Visibility) -> some View { self }

    /// Sets the x axis's range; accepted, bars scale to the largest value.
    ///
    /// - Parameter domain: The range.
    /// - Returns: The same view.
    public func chartXScale<Domain>(domain: Domain) -> some View { self }

    /// Sets the y axis's range; accepted, bars scale to the largest value.
    ///
    /// - Parameter domain: The range.
    /// - Returns: The same view.
    public func chartYScale<Domain>(domain: Domain) -> some View { self }
}
