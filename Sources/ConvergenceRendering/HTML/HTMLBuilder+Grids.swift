import ConvergenceTree

/// Grids: cells in columns, as a table where the content allows one.
extension HTMLBuilder {
    /// `<div class="grid">` as a CSS grid: explicit rows as `<div class="grid-row">`, flowing items with their
    /// column tracks in `grid-template-columns`.
    static func grid(_ grid: GridNode, in context: HTMLContext) -> HTMLElement {
        if grid.isTable, !context.isPhrasing, case .rows(let cellRows) = grid.cells {
            return table(cellRows, in: context)
        }
        let gap = "gap: \(rows(grid.verticalSpacing)) \(columns(grid.horizontalSpacing))"
        switch grid.cells {
        case .rows(let cellRows):
            let count = max(
                1,
                cellRows.indices.map { row in cellRows[row].indices.map { grid.span(row: row, cell: $0) }.reduce(0, +) }
                    .max() ?? 1)
            let rowElements = cellRows.enumerated().map { rowIndex, row -> HTMLContent in
                // A row of one view in a grid of several columns spans them all.
                let spansAll = row.count == 1 && count > 1
                return .element(
                    HTMLElement(
                        context.flow("div"), [.attr("class", "grid-row")],
                        row.enumerated().map { index, node in
                            let span = spansAll ? nil : grid.span(row: rowIndex, cell: index)
                            return .element(cell(node, span: span, in: context))
                        }))
            }
            return HTMLElement(
                context.flow("div"),
                [
                    .attr("class", "grid"),
                    .attr("style", "display: grid; grid-template-columns: repeat(\(count), auto); \(gap)"),
                ],
                rowElements
            )
        case .flow(let tracks, let items):
            let template = tracks.map(track).joined(separator: " ")
            return HTMLElement(
                context.flow("div"),
                [.attr("class", "grid"), .attr("style", "display: grid; grid-template-columns: \(template); \(gap)")],
                items.map { .element(cell($0, in: context)) }
            )
        }
    }

    /// A `Table` as `<table class="table">`: the first row as `<th scope="col">` headers in `<thead>`, the others
    /// in `<tbody>`. The rule text draws under the headers is left out, since `<thead>` marks them.
    private static func table(_ cellRows: [[Node]], in context: HTMLContext) -> HTMLElement {
        func row(_ cells: [Node], cell name: String) -> HTMLContent {
            .element(
                HTMLElement(
                    "tr", [],
                    cells.map { node in
                        .element(
                            HTMLElement(
                                name, name == "th" ? [.attr("scope", "col")] : [], children([node], in: context))
                        )
                    }))
        }
        let bodyRows = cellRows.dropFirst().filter { $0 != [.divider] }
        var parts: [HTMLContent] = []
        if let header = cellRows.first {
            parts.append(.element(HTMLElement("thead", [], [row(header, cell: "th")])))
        }
        if !bodyRows.isEmpty {
            parts.append(.element(HTMLElement("tbody", [], bodyRows.map { row($0, cell: "td") })))
        }
        return HTMLElement("table", [.attr("class", "table")], parts)
    }

    /// A cell; `span` nil spans the whole grid, more than 1 spans that many columns.
    private static func cell(_ node: Node, span: Int? = 1, in context: HTMLContext) -> HTMLElement {
        let style: [HTMLElement.Attribute] =
            switch span {
            case nil: [.attr("style", "grid-column: 1 / -1")]
            case let columns? where columns > 1: [.attr("style", "grid-column: span \(columns)")]
            default: []
            }
        return HTMLElement(context.flow("div"), [.attr("class", "grid-cell")] + style, children([node], in: context))
    }

    private static func track(_ track: GridNode.Track) -> String {
        switch track {
        case .fixed(let width): columns(width)
        case .flexible(let minimum, let maximum): "minmax(\(columns(minimum)), \(maximum.map(columns) ?? "1fr"))"
        case .adaptive(let minimum, let maximum):
            "repeat(auto-fill, minmax(\(columns(minimum)), \(maximum.map(columns) ?? "1fr")))"
        }
    }
}
