import Convergence
import Foundation

/// A run as JUnit XML, the format CI systems show test results from: `--junit FILE`.
///
/// One `<testsuite>` per feature, one `<testcase>` per scenario and format (`Items/loaded [ascii]`, `[html]`,
/// `[accessibilityOutline]`; every width and frame of a format belongs to its case). A case fails with the files
/// that differ or are missing, the change summary and the diffs in its body; a scenario that could not be rendered
/// fails every case with its message. `file` and `line` name the scenario's declaration; `time` is the scenario's
/// check time shared evenly among its cases. A rendering of the run's model (``CatalogRunResult``).
struct JUnitReport {
    let run: CatalogRunResult

    struct Case {
        let name: String
        let classname: String
        let file: String
        let line: Int
        let seconds: Double
        /// The failure's one-line message and its body, or nil when the case passed.
        let failure: (message: String, type: String, body: String)?
    }

    var cases: [Case] {
        run.scenarios.flatMap { entry -> [Case] in
            let result = entry.result
            let formats = Self.formats(of: entry)
            let share = entry.seconds.map { $0 / Double(max(1, formats.count)) } ?? 0
            return formats.map { format in
                let files = entry.files.filter { $0.format.snapshotFormat == format }
                var failure: (String, String, String)?
                if result.problem != nil {
                    failure = (
                        "\(result.scenarioID) is \(result.status.rawValue)", result.status.rawValue,
                        result.failureMessage ?? ""
                    )
                } else {
                    let failing = files.filter { $0.result.outcome.isFailure }
                    if !failing.isEmpty {
                        var body = ""
                        let summary = failing.flatMap(\.result.changeSummary)
                        if !summary.isEmpty {
                            body += "What changed for the user:\n" + summary.map { "- " + $0 }.joined(separator: "\n")
                            body += "\n\n"
                        }
                        for file in failing {
                            switch file.outcome {
                            case .changed:
                                body += (file.result.diff ?? "\(file.path.relativePath) differs") + "\n"
                            case .missing:
                                body +=
                                    "No snapshot at \(file.path.relativePath); the render is in \(file.pending ?? "").\n"
                            default: break
                            }
                        }
                        let paths = failing.map(\.path.relativePath).joined(separator: ", ")
                        let kind: SnapshotOutcome.Kind =
                            failing.contains { $0.outcome == .changed } ? .changed : .missing
                        failure = ("\(kind.rawValue): \(paths)", kind.rawValue, body)
                    }
                }
                return Case(
                    name: "\(result.scenarioID) [\(format.name)]", classname: entry.feature,
                    file: result.source.fileID, line: result.source.line, seconds: share, failure: failure)
            }
        }
    }

    /// The formats a scenario's cases cover: those of its files, or of its declaration when it has no results.
    static func formats(of entry: CatalogRunResult.Scenario) -> [SnapshotFormat] {
        var formats: [SnapshotFormat] = []
        let known =
            entry.files.map(\.format) + ((try? entry.declaration?.snapshotFiles())?.map(\.format) ?? [])
        for format in known.map(\.snapshotFormat) where !formats.contains(format) { formats.append(format) }
        return formats.isEmpty ? [.ascii] : formats
    }

    /// The XML document.
    var xml: String {
        let cases = self.cases
        var suites: [(name: String, cases: [Case])] = []
        for testCase in cases {
            if let index = suites.firstIndex(where: { $0.name == testCase.classname }) {
                suites[index].cases.append(testCase)
            } else {
                suites.append((testCase.classname, [testCase]))
            }
        }
        func time(_ cases: [Case]) -> String { Self.number(cases.reduce(0) { $0 + $1.seconds }) }
        let failures = cases.count { $0.failure != nil }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"scenarios\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\""
        out += " time=\"\(time(cases))\">\n"
        for suite in suites {
            let suiteFailures = suite.cases.count { $0.failure != nil }
            out += "  <testsuite name=\"\(XMLEscaping.escape(suite.name))\" tests=\"\(suite.cases.count)\""
            out += " failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"0\" time=\"\(time(suite.cases))\">\n"
            for testCase in suite.cases {
                out += "    <testcase name=\"\(XMLEscaping.escape(testCase.name))\""
                out +=
                    " classname=\"\(XMLEscaping.escape(testCase.classname))\" file=\"\(XMLEscaping.escape(testCase.file))\""
                out += " line=\"\(testCase.line)\" time=\"\(Self.number(testCase.seconds))\""
                if let failure = testCase.failure {
                    out += ">\n      <failure message=\"\(XMLEscaping.escape(failure.message))\""
                    out +=
                        " type=\"\(XMLEscaping.escape(failure.type))\">\(XMLEscaping.escape(failure.body))</failure>\n"
                    out += "    </testcase>\n"
                } else {
                    out += "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        if let obsolete = run.obsolete, !obsolete.isEmpty {
            out += "  <testsuite name=\"Obsolete snapshot files\" tests=\"1\" failures=\"1\" errors=\"0\" time=\"0\">\n"
            out +=
                "    <testcase name=\"no obsolete snapshot files\" classname=\"Obsolete snapshot files\" time=\"0\">\n"
            out += "      <failure message=\"\(obsolete.count) obsolete file\(obsolete.count == 1 ? "" : "s")\""
            out += " type=\"obsolete\">\(XMLEscaping.escape(obsolete.joined(separator: "\n")))</failure>\n"
            out += "    </testcase>\n  </testsuite>\n"
        }
        if !run.problems.isEmpty {
            out += "  <testsuite name=\"Run\" tests=\"1\" failures=\"0\" errors=\"1\" time=\"0\">\n"
            out += "    <testcase name=\"run\" classname=\"Run\" time=\"0\">\n"
            out += "      <error message=\"problems with the run\">"
            out += XMLEscaping.escape(run.problems.joined(separator: "\n")) + "</error>\n"
            out += "    </testcase>\n  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    static func number(_ seconds: Double) -> String {
        String(format: "%.3f", seconds)
    }
}
