/// A plain-text table with aligned columns: text left-aligned, numbers right-aligned.
struct BenchmarkTable {
    enum Alignment {
        case left
        case right
    }

    let title: String
    let columns: [(title: String, alignment: Alignment)]
    private(set) var rows: [[String]] = []

    init(title: String, columns: [(title: String, alignment: Alignment)]) {
        self.title = title
        self.columns = columns
    }

    mutating func append(_ row: [String]) {
        precondition(row.count == columns.count, "a benchmark row needs one cell per column")
        rows.append(row)
    }

    /// The title, the header row, a rule and the rows, each line indented by two spaces.
    func rendered() -> String {
        let widths = columns.indices.map { column in
            ([columns[column].title] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return columns[column].alignment == .left ? cells[column] + padding : padding + cells[column]
            }
            return "  " + padded.joined(separator: "   ")
        }
        let rule = "  " + widths.map { String(repeating: "-", count: $0) }.joined(separator: "   ")
        return ([title, line(columns.map(\.title)), rule] + rows.map(line)).joined(separator: "\n")
    }
}
