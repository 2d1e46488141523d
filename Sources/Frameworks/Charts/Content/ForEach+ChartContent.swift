extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never

    /// Marks for each element, identified by the element's `id`.
    ///
    /// - Parameters:
    ///   - data: The elements, plotted in order.
    ///   - content: Builds the marks of an element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, id: { $0.id }, content: content)
    }

    /// Marks for each element, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements, plotted in order.
    ///   - id: The key path of each element's identity, such as `\.self`.
    ///   - content: Builds the marks of an element.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    var chartMarks: [ChartMark] {
        data.flatMap { Charts.chartMarks(of: content($0)) }
    }
}
