/// Something drawn in a `Chart`: marks, or your own composition of them.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content this content is made of.
    associatedtype Body: ChartContent

    /// The content this content is made of.
    @ChartContentBuilder @MainActor var body: Body { get }
}

extension Never: ChartContent {
    public typealias Body = Never
}

extension ChartContent where Body == Never {
    /// Primitive content has no body.
    public var body: Never {
        fatalError("\(Self.self) is drawn directly and has no body")
    }
}

/// Chart content drawn directly: it lists its marks itself.
@MainActor
protocol PrimitiveChartContent {
    var chartMarks: [ChartMark] { get }
}

/// The marks any content draws, in order: a primitive's own, else its body's.
@MainActor
func chartMarks<Content: ChartContent>(of content: Content) -> [ChartMark] {
    if let primitive = content as? any PrimitiveChartContent { return primitive.chartMarks }
    return chartMarks(of: content.body)
}
