import ConvergenceSnapshots

/// Times `TextDiff` on the input that makes naive line diffs slow: a long ASCII table whose rows and borders
/// repeat, with a few scattered edits.
enum DiffBenchmarks {
    /// What the issue that asked for a fast diff measured for the diff we replace.
    static let baseline =
        "swift-snapshot-testing 1.19.7's line diff was measured on this machine by the issue author at ~1 s "
        + "(2,000 lines) and ~47 s (8,000 lines)."

    static func run(quick: Bool = false) {
        var table = BenchmarkTable(
            title: "TextDiff(old:new:) + unified(oldName:newName:), bordered ASCII table with 5 scattered edits",
            columns: [
                ("lines", .right), ("removed", .right), ("added", .right), ("hunks", .right), ("median", .right),
                ("fastest", .right), ("slowest", .right), ("runs", .right),
            ])
        for lineCount in quick ? [200] : [2_000, 8_000, 20_000] {
            let (old, new) = editedTables(lineCount: lineCount)
            let diff = TextDiff(old: old, new: new)
            let timing = BenchmarkTiming.measure(warmUp: quick ? 0 : 3, repetitions: quick ? 1 : 15) {
                TextDiff(old: old, new: new).unified(oldName: "recorded", newName: "rendered").utf8.count
            }
            table.append([
                grouped(lineCount), "\(diff.removedLineCount)", "\(diff.addedLineCount)", "\(diff.hunks.count)",
                timing.median.benchmarkDescription, timing.fastest.benchmarkDescription,
                timing.slowest.benchmarkDescription, "\(timing.durations.count)",
            ])
        }
        print(table.rendered())
        print("")
        print("  Compared with: \(baseline)")
        print("")
    }

    /// A table of `lineCount` lines — a border, then rows and borders alternating, all alike — and a copy with
    /// five edits spread through it: three changed rows, a changed border and an added row with its border.
    ///
    /// (A removed row would cancel against the added one: in a table this regular, the rows between them just
    /// line up one row over, and a minimal diff reports a single changed row.)
    static func editedTables(lineCount: Int) -> (old: String, new: String) {
        let border = "+--------+--------+--------+"
        let row = "| cell   | cell   | cell   |"
        let old = (0..<lineCount).map { $0.isMultiple(of: 2) ? border : row }
        var new = old
        /// The index of the row (odd) or border (even) about `percent` of the way down.
        func line(at percent: Int, border: Bool) -> Int {
            percent * lineCount / 100 / 2 * 2 + (border ? 0 : 1)
        }
        // From the end backwards, so that the insertion does not move the later edits.
        new[line(at: 90, border: true)] = "+========+========+========+"
        new[line(at: 70, border: false)] = "| cell   | CELL   | cell   |"
        new[line(at: 50, border: false)] = "| cell   | cell   |        |"
        new.insert(contentsOf: ["| new    | cell   | cell   |", border], at: line(at: 30, border: false))
        new[line(at: 10, border: false)] = "| cell   | cell   | edited |"
        return (old.map { $0 + "\n" }.joined(), new.map { $0 + "\n" }.joined())
    }

    /// `20000` → `"20,000"`, without a locale.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        return digits.indices.map { index in
            (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digits[index])
        }.joined()
    }
}
