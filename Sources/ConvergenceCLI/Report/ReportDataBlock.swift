import Foundation

/// The machine-readable end of every Markdown report: the ``ReportData`` as JSON inside an HTML comment, invisible
/// on GitHub, which `scenarios report --merge` reads back.
///
/// ```text
/// <!-- convergence-report v1
/// {"obsolete":[],"problems":[],"scenarios":[…],"shards":["1/2"]}
/// -->
/// ```
///
/// An HTML comment may not contain `--`, and diffs are full of them (`+---+` borders, removed `-` lines after a
/// removed line ending in `-`). JSON lets a string spell `-` as `\u002d`, so every `--` is written `-\u002d`; the
/// data has no negative numbers, so `-` appears nowhere else. `<!` (which would open a nested comment) becomes
/// `\u003c!` the same way.
enum ReportDataBlock {
    static let opening = "<!-- convergence-report v\(ReportData.version)"
    static let closing = "-->"

    static func encode(_ data: ReportData) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: (try? encoder.encode(data)) ?? Data("{}".utf8), as: UTF8.self)
        let safe = json.replacingOccurrences(of: "--", with: "-\\u002d").replacingOccurrences(
            of: "<!", with: "\\u003c!")
        return opening + "\n" + safe + "\n" + closing + "\n"
    }

    /// The data at the end of a report, or a failure saying why there is none.
    static func decode(_ markdown: String, file: String) throws -> ReportData {
        guard let start = markdown.range(of: opening + "\n", options: .backwards) else {
            if markdown.contains("<!-- convergence-report v") {
                throw CommandFailure(
                    "\(file) was written by another version of scenarios report; this one reads v\(ReportData.version)")
            }
            throw CommandFailure(
                "\(file) has no convergence-report data; was it written by scenarios report --markdown?")
        }
        guard let end = markdown.range(of: "\n" + closing, range: start.upperBound..<markdown.endIndex) else {
            throw CommandFailure("\(file): the convergence-report data is cut short (no closing -->)")
        }
        do {
            return try JSONDecoder().decode(
                ReportData.self, from: Data(markdown[start.upperBound..<end.lowerBound].utf8))
        } catch {
            throw CommandFailure("\(file): the convergence-report data cannot be read: \(error)")
        }
    }
}
