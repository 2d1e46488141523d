/// Nearest-name suggestions for mistyped commands, options and scenario ids.
package enum Suggestions {
    /// `"; did you mean X?"` or `"; did you mean X, Y or Z?"` when some candidates are close, else `""`.
    ///
    /// - Parameters:
    ///   - input: What the user typed.
    ///   - candidates: The names there are.
    ///   - limit: The most names to suggest (default 3).
    /// - Returns: The suggestion to append to a message, starting with `;`, or `""`.
    package static func didYouMean(_ input: String, among candidates: [String], limit: Int = 3) -> String {
        let near = nearest(input, among: candidates, limit: limit)
        guard !near.isEmpty else { return "" }
        if near.count == 1 { return "; did you mean \(near[0])?" }
        return "; did you mean \(near.dropLast().joined(separator: ", ")) or \(near.last!)?"
    }

    /// The candidates closest to `input` by edit distance (case-insensitive), closest first, ties in input order.
    ///
    /// - Parameters:
    ///   - input: What the user typed.
    ///   - candidates: The names there are.
    ///   - limit: The most names to return (default 3).
    /// - Returns: Up to `limit` candidates close enough to be likely meant; empty when none is.
    package static func nearest(_ input: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lowered = input.lowercased()
        let scored = candidates.enumerated().map { index, candidate -> (String, Int, Int) in
            let other = candidate.lowercased()
            var distance = editDistance(Array(lowered), Array(other))
            if other.contains(lowered) || lowered.contains(other) {
                distance = min(distance, abs(other.count - lowered.count) / 2)
            }
            return (candidate, distance, index)
        }
        let threshold = max(2, lowered.count / 3)
        return scored.filter { $0.1 <= threshold }.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.prefix(limit).map(\.0)
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
