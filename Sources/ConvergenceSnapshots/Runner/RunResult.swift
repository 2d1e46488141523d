import ConvergenceScenarios

/// Everything a catalog run found, and the end-of-run summary printed from it.
public struct RunResult: Sendable {
    public let scenarios: [ScenarioResult]
    /// Snapshot files (and pending `.new` files) that no scenario in the catalog produces.
    public let obsolete: [String]
    /// Problems with the run as a whole (a file-name collision, an unreadable snapshot folder).
    public let problems: [String]

    /// Whether anything failed: a scenario, obsolete files, or the run itself.
    public var isFailure: Bool { scenarios.contains(where: \.isFailure) || !obsolete.isEmpty || !problems.isEmpty }

    /// How many scenarios ended with each status.
    ///
    /// - Parameter status: The status to count.
    /// - Returns: The number of scenarios that ended with `status`.
    public func count(_ status: ScenarioResult.Status) -> Int {
        scenarios.filter { $0.status == status }.count
    }

    /// A Jest-style end-of-run summary.
    ///
    /// ```text
    /// Scenarios: 1 changed, 2 recorded, 40 passed, 43 total
    /// Snapshots: 1 changed, 6 written, 1 updated, 254 passed, 262 total
    /// Obsolete:  none
    /// ```
    public var summary: String {
        var lines = [
            "Scenarios: " + Self.scenarioCounts(scenarios),
            "Snapshots: " + Self.snapshotCounts(scenarios),
            "Obsolete:  "
                + (obsolete.isEmpty
                    ? "none"
                    : "\(obsolete.count) (\(obsolete.prefix(5).joined(separator: ", "))\(obsolete.count > 5 ? ", …" : ""))"),
        ]
        lines += problems.map { "Problem:   \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The scenarios by status, worst first, as every summary counts them (`1 changed, 2 recorded, 40 passed, 43
    /// total`): this one and the command line's.
    package static func scenarioCounts(_ scenarios: [ScenarioResult]) -> String {
        let statuses = ScenarioResult.Status.allCases.reversed().compactMap { status -> String? in
            let count = scenarios.count { $0.status == status }
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        return (statuses + ["\(scenarios.count) total"]).joined(separator: ", ")
    }

    /// The scenarios' files by outcome, as every summary counts them (`1 changed, 6 written, 254 passed, 261 total`).
    package static func snapshotCounts(_ scenarios: [ScenarioResult]) -> String {
        let outcomes = scenarios.flatMap(\.files).map(\.outcome.kind)
        func files(_ kind: SnapshotOutcome.Kind) -> Int { outcomes.count { $0 == kind } }
        // A recorded file is counted as written, as `swift test` wrote it.
        let fileCounts: [(String, Int)] = [SnapshotOutcome.Kind.changed, .missing, .recorded, .updated, .passed].map {
            ($0 == .recorded ? "written" : $0.rawValue, files($0))
        }
        return (fileCounts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" } + ["\(outcomes.count) total"])
            .joined(separator: ", ")
    }
}
