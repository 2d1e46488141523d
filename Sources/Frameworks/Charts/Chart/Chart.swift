/// A chart, in SwiftUI: rendered as a bordered box titled "Chart". Bars alone are horizontal text bars, each labelled
/// with its category and value and scaled so that the largest is 20 columns; any other marks are a table with a row
/// per mark and a column per value label, in the order they were declared.
///
/// ```swift
/// Chart(sales) { sale in
///     BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.count))
/// }
/// ```
///
/// ```text
/// +--------------------------------------+
/// |Chart                                 |
/// |======================================|
/// |Jan ##########           12           |
/// |Feb #################### 24           |
/// +--------------------------------------+
/// ```
public struct Chart<Content: View>: View {
    let content: Content

    public var body: some View {
        Section {
            content
        } header: {
            Text(verbatim: "Chart")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .border(ChartFrameStyle())
    }
}

extension Chart {
    /// A chart of the marks listed.
    ///
    /// - Parameter content: The marks.
    public init<C: ChartContent>(@ChartContentBuilder content: () -> C) where Content == ChartContentRenderer<C> {
        self.content = ChartContentRenderer(marks: chartMarks(of: content()))
    }

    /// A chart of marks for each element of a collection.
    ///
    /// - Parameters:
    ///   - data: The elements, plotted in order.
    ///   - content: Builds the marks of an element.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ChartContentRenderer<ForEach<Data, Data.Element.ID, C>>, Data.Element: Identifiable {
        self.content = ChartContentRenderer(marks: chartMarks(of: ForEach(data, content: content)))
    }

    /// A chart of marks for each element of a collection, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements, plotted in order.
    ///   - id: The key path of each element's identity.
    ///   - content: Builds the marks of an element.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ChartContentRenderer<ForEach<Data, ID, C>> {
        self.content = ChartContentRenderer(marks: chartMarks(of: ForEach(data, id: id, content: content)))
    }
}

/// The border style that names a chart's box in HTML: `border-chart`.
struct ChartFrameStyle: ShapeStyle {
    var styleName: String { "chart" }
}
