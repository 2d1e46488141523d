import ConvergenceTree

/// Grids: cells in columns. Explicit rows get columns as wide as their widest cell (narrowed, widest first, when
/// the width is short); flowing items get columns from their tracks and the width offered.
extension ASCIILayout {
    /// The rows of a grid at a width, with each column's width and the spacing between columns.
    func gridPlan(_ grid: GridNode, width: Int) -> (rows: [[Node]], widths: [Int], spacing: Int) {
        switch grid.cells {
        case .rows(let rows):
            let count = columnCount(grid)
            guard count > 0 else { return ([], [], 0) }
            let spacing = grid.horizontalSpacing * (count - 1) < width ? grid.horizontalSpacing : 0
            let room = max(0, width - spacing * (count - 1))
            var widths = Array(repeating: 0, count: count)
            for (rowIndex, row) in rows.enumerated() where row.count > 1 || count == 1 {
                var column = 0
                for (cellIndex, cell) in row.enumerated() {
                    let span = grid.span(row: rowIndex, cell: cellIndex)
                    // Cells spanning several columns take what those columns get rather than sizing them.
                    if span == 1, column < count { widths[column] = max(widths[column], min(room, idealWidth(cell))) }
                    column += span
                }
            }
            // Then a spanning cell wider than its columns widens the last of them.
            for (rowIndex, row) in rows.enumerated() where row.count > 1 {
                var column = 0
                for (cellIndex, cell) in row.enumerated() {
                    let span = min(grid.span(row: rowIndex, cell: cellIndex), count - column)
                    if span > 1 {
                        let spanned = widths[column..<column + span].reduce(0, +) + spacing * (span - 1)
                        widths[column + span - 1] += max(0, min(room, idealWidth(cell)) - spanned)
                    }
                    column += max(1, span)
                    if column >= count { break }
                }
            }
            narrow(&widths, to: room)
            return (rows, widths, spacing)
        case .flow(let tracks, let items):
            let (widths, spacing) = flowColumns(tracks, spacing: grid.horizontalSpacing, width: width)
            guard !widths.isEmpty else { return ([], [], 0) }
            let rows = stride(from: 0, to: items.count, by: widths.count).map {
                Array(items[$0..<min(items.count, $0 + widths.count)])
            }
            return (rows, widths, spacing)
        }
    }

    /// The columns of explicit rows: the most any row's cells span together.
    private func columnCount(_ grid: GridNode) -> Int {
        guard case .rows(let rows) = grid.cells else { return 0 }
        return rows.indices.map { row in rows[row].indices.map { grid.span(row: row, cell: $0) }.reduce(0, +) }.max()
            ?? 0
    }

    /// Takes columns from the widest until the widths fit `room` (each keeps at least one column).
    private func narrow(_ widths: inout [Int], to room: Int) {
        var total = widths.reduce(0, +)
        while total > room, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 1 {
            let next = widths.filter { $0 < widths[widest] }.max() ?? 1
            let cut = min(total - room, max(1, widths[widest] - max(1, next)))
            widths[widest] -= cut
            total -= cut
        }
    }

    /// Column widths from `GridItem` tracks: fixed ones first, then as many adaptive columns as fit, then flexible
    /// ones sharing what is left.
    private func flowColumns(_ tracks: [GridNode.Track], spacing: Int, width: Int) -> ([Int], Int) {
        guard !tracks.isEmpty else { return ([], 0) }
        let fixed = tracks.reduce(0) { sum, track in if case .fixed(let columns) = track { sum + columns } else { sum }
        }
        let others = tracks.filter { if case .fixed = $0 { false } else { true } }.count
        var room = max(0, width - fixed - spacing * max(0, tracks.count - 1))
        var expanded: [GridNode.Track] = []
        for track in tracks {
            guard case .adaptive(let minimum, let maximum) = track else {
                expanded.append(track)
                continue
            }
            let least = max(1, minimum)
            let reserved = max(0, others - 1)
            let fitting = max(1, (room - reserved + spacing) / (least + spacing))
            room -= (fitting - 1) * spacing
            expanded += Array(repeating: .flexible(minimum: least, maximum: maximum), count: fitting)
        }
        let flexible = expanded.filter { if case .fixed = $0 { false } else { true } }.count
        let share = flexible > 0 ? room / flexible : 0
        var extra = flexible > 0 ? room % flexible : 0
        var widths: [Int] = []
        for track in expanded {
            switch track {
            case .fixed(let columns): widths.append(columns)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                var columns = max(minimum, share + (extra > 0 ? 1 : 0))
                if extra > 0 { extra -= 1 }
                if let maximum { columns = min(columns, max(1, maximum)) }
                widths.append(max(1, columns))
            }
        }
        let total = sideBySide(widths, spacing: spacing)
        if total > width {
            // Too narrow even for the minimums: no spacing, and columns narrowed like explicit rows.
            narrow(&widths, to: width)
            return (widths, 0)
        }
        return (widths, spacing)
    }

    func measureGrid(_ grid: GridNode, proposal: Int) -> Int {
        let plan = gridPlan(grid, width: proposal)
        guard !plan.widths.isEmpty else { return 0 }
        if case .rows(let rows) = grid.cells, plan.widths.count > 1 {
            let spanning = rows.filter { $0.count == 1 }.map { min(proposal, idealWidth($0[0])) }.max() ?? 0
            let columns = plan.widths.reduce(0, +) + plan.spacing * (plan.widths.count - 1)
            return min(proposal, max(columns, spanning))
        }
        return min(proposal, plan.widths.reduce(0, +) + plan.spacing * (plan.widths.count - 1))
    }

    func renderGrid(_ grid: GridNode, width: Int) -> CellGrid {
        let plan = gridPlan(grid, width: width)
        var canvas = CellGrid(width: width)
        var placedAny = false
        let hasSpans: Bool
        if case .rows = grid.cells { hasSpans = true } else { hasSpans = false }
        for (rowIndex, row) in plan.rows.enumerated() {
            var cells: [(canvas: CellGrid, column: Int)] = []
            if row.count == 1 && plan.widths.count > 1 {
                // A view that is not a `GridRow` spans every column.
                let cellWidth = measure(row[0], proposal: width)
                cells.append((render(row[0], width: cellWidth), offset(of: cellWidth, in: width, grid.alignment)))
            } else {
                var column = 0
                var track = 0
                for (index, cell) in row.enumerated() where track < plan.widths.count {
                    let span = hasSpans ? min(grid.span(row: rowIndex, cell: index), plan.widths.count - track) : 1
                    let columnWidth = plan.widths[track..<track + span].reduce(0, +) + plan.spacing * (span - 1)
                    if columnWidth > 0 {
                        let cellWidth = measure(cell, proposal: columnWidth)
                        let drawn = render(cell, width: cellWidth)
                        let start = fromLeading(column, width: columnWidth, in: width)
                        cells.append((drawn, start + offset(of: cellWidth, in: columnWidth, grid.alignment)))
                    }
                    column += columnWidth + plan.spacing
                    track += span
                }
            }
            let height = cells.map(\.canvas.height).max() ?? 0
            guard height > 0 else { continue }
            if placedAny { canvas.addRows(grid.verticalSpacing) }
            let top = canvas.height
            canvas.addRows(height)
            for cell in cells { canvas.draw(cell.canvas, row: top, column: cell.column) }
            placedAny = true
        }
        return canvas
    }
}
