/// A chart's marks drawn in text: bars when every mark is a bar, else a table.
public struct ChartContentRenderer<Content: ChartContent>: View {
    let marks: [ChartMark]

    public var body: some View {
        if !marks.isEmpty, marks.allSatisfy({ $0.kind == .bar }) {
            BarRows(bars: marks.map(TextBar.init))
        } else if !marks.isEmpty {
            MarkTable(marks: marks)
        }
    }
}

/// One bar as text: its category, its value and its length in columns.
struct TextBar {
    /// Columns of the longest bar.
    static let fullLength = 20

    let label: String
    let value: Double
    let valueText: String

    init(_ mark: ChartMark) {
        let number = mark.entries.lazy.compactMap { entry -> Double? in
            if case .number(let value) = entry.value { return value }
            return nil
        }.first
        let numberIndex = mark.entries.firstIndex { if case .number = $0.value { true } else { false } }
        let others = mark.entries.indices.filter { $0 != numberIndex }.map { mark.entries[$0].value.text }
        label = others.joined(separator: " ")
        value = number ?? 0
        valueText = numberIndex.map { mark.entries[$0].value.text } ?? ""
    }

    /// The bar's columns when the longest value is `largest`: at least one for any positive value.
    func length(largest: Double) -> Int {
        guard largest > 0, value > 0, value.isFinite else { return 0 }
        return max(1, Int((value / largest * Double(Self.fullLength)).rounded()))
    }
}

/// Bars one under another, in a grid so that labels, bars and values line up.
struct BarRows: View {
    let bars: [TextBar]

    var body: some View {
        let largest = bars.map(\.value).max() ?? 0
        Grid(alignment: .leading) {
            ForEach(bars.indices, id: \.self) { index in
                GridRow {
                    Text(verbatim: bars[index].label)
                    Text(verbatim: String(repeating: "#", count: bars[index].length(largest: largest)))
                    Text(verbatim: bars[index].valueText)
                }
            }
        }
    }
}

/// Marks as a table: a header of "Mark" and every value label in first-seen order, then a row per mark.
struct MarkTable: View {
    let marks: [ChartMark]

    var body: some View {
        let labels = marks.flatMap { $0.entries.map(\.label) }.reduce(into: [String]()) { labels, label in
            if !labels.contains(label) { labels.append(label) }
        }
        Grid(alignment: .leading) {
            GridRow {
                Text(verbatim: "Mark")
                ForEach(labels, id: \.self) { Text(verbatim: $0) }
            }
            ForEach(marks.indices, id: \.self) { index in
                GridRow {
                    Text(verbatim: marks[index].kind.rawValue)
                    ForEach(labels, id: \.self) { label in
                        Text(verbatim: marks[index].entries.first { $0.label == label }?.value.text ?? "")
                    }
                }
            }
        }
    }
}
