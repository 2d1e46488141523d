import Convergence
import Foundation

/// A run as JSON for CI systems and scripts: `scenarios verify|record|report --json FILE`, rendered from the run's
/// model (``CatalogRunResult``).
///
/// The shape is described by `Scripts/scenarios-results.schema.json` (JSON Schema 2020-12) and versioned by
/// ``schemaVersion``: a field is only ever added within a version; removing or changing one raises it. An optional
/// field without a value is left out. Keys are sorted and the output is pretty-printed, so two runs with the same
/// results differ only in durations. The `Encodable` types below are the schema's spelling of the model, made only
/// by ``encoded(_:command:mode:)``.
enum ResultsJSON {
    /// Raised when a field is removed or changes meaning; new optional fields keep the version.
    static let schemaVersion = 1

    /// Where a scenario was declared, so a reviewer can jump from a snapshot to its code (also `list --json`'s).
    struct Declaration: Encodable, Equatable {
        /// The source file relative to the package root when it is inside it, else its absolute path.
        let file: String
        /// `Module/File.swift`, as `#fileID` gives it.
        let fileID: String
        let line: Int
        let column: Int

        init(_ source: ScenarioSourceLocation, packageRoot: String) {
            file = source.path(relativeTo: packageRoot)
            fileID = source.fileID
            line = source.line
            column = source.column
        }
    }

    /// The document for a run: sorted keys, pretty-printed, slashes unescaped, a final newline.
    ///
    /// - Parameters:
    ///   - run: The run's model.
    ///   - command: `verify`, `record` or `report`.
    ///   - mode: The record mode the run used.
    /// - Returns: The JSON document's bytes.
    /// - Throws: When the encoder fails.
    static func encoded(_ run: CatalogRunResult, command: String, mode: RecordMode) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(Document(run, command: command, mode: mode)) + Data("\n".utf8)
    }

    private struct File: Encodable {
        /// Relative to the snapshot folder, e.g. `Items/loaded.w80.txt`.
        let path: String
        /// `ascii`, `html` or `accessibilityOutline`.
        let format: String
        /// The ASCII width, for ASCII files.
        let width: Int?
        /// The frame's step, from 1; nil for the first frame.
        let step: Int?
        /// passed, recorded, updated, changed or missing.
        let outcome: String
        /// The pending render left for review (`Items/loaded.txt.new`), for changed and missing files.
        let pending: String?
        /// Lines the render adds to and removes from the recorded file (a missing file counts every line as added).
        let linesAdded: Int
        let linesRemoved: Int

        init(_ file: CatalogRunResult.File) {
            path = file.path.relativePath
            format = file.format.snapshotFormat.name
            width = file.format.width
            step = file.step
            outcome = file.outcome.rawValue
            pending = file.pending
            linesAdded = file.linesAdded
            linesRemoved = file.linesRemoved
        }
    }

    private struct Scenario: Encodable {
        let id: String
        let feature: String
        let name: String
        let declaration: Declaration
        /// passed, recorded, updated, changed, missing, nondeterministic, unsettled, failed, crashed or `timed out`.
        let status: String
        /// The first frame plus one per step.
        let frames: Int
        /// Wall time of the scenario's check, in seconds (scenarios run concurrently, so these overlap).
        let durationSeconds: Double?
        /// Why the scenario failed, for every failing scenario.
        let message: String?
        /// What changed for the user, from the accessibility outline (empty without one).
        let changeSummary: [String]
        let files: [File]

        init(_ scenario: CatalogRunResult.Scenario, packageRoot: String) {
            let result = scenario.result
            id = scenario.id
            feature = scenario.feature
            name = scenario.name
            declaration = Declaration(result.source, packageRoot: packageRoot)
            status = scenario.status.rawValue
            frames = (scenario.declaration?.steps.count ?? 0) + 1
            durationSeconds = scenario.seconds
            message = result.isFailure ? result.failureMessage : nil
            changeSummary = result.changeSummary
            files = scenario.files.map(File.init)
        }
    }

    private struct Totals: Encodable {
        let scenarios: Int
        /// Scenarios by status (every status present, zero included).
        let statuses: [String: Int]
        let files: Int
        /// Files by outcome (every outcome present, zero included).
        let outcomes: [String: Int]
        /// Obsolete files; nil when this run did not judge them (a run of named ids).
        let obsoleteFiles: Int?
        let pendingFiles: Int
        let linesAdded: Int
        let linesRemoved: Int

        init(_ run: CatalogRunResult) {
            scenarios = run.scenarios.count
            statuses = Dictionary(
                uniqueKeysWithValues: ScenarioResult.Status.allCases.map { ($0.rawValue, run.count($0)) })
            files = run.files.count
            outcomes = Dictionary(
                uniqueKeysWithValues: SnapshotOutcome.Kind.allCases.map { kind in
                    (kind.rawValue, run.fileCount { $0.kind == kind })
                })
            obsoleteFiles = run.obsolete?.count
            pendingFiles = run.pending.count
            linesAdded = run.files.reduce(0) { $0 + $1.linesAdded }
            linesRemoved = run.files.reduce(0) { $0 + $1.linesRemoved }
        }
    }

    private struct Document: Encodable {
        let schemaVersion = ResultsJSON.schemaVersion
        /// `verify`, `record` or `report`.
        let command: String
        /// The record mode the run used.
        let recordMode: String
        /// Whether the run passed (the command's exit status is 0 exactly when it did).
        let passed: Bool
        /// The shard that ran (`2/4`), or nil.
        let shard: String?
        let totals: Totals
        let scenarios: [Scenario]
        /// Files no scenario produces, this run's share; nil when not judged.
        let obsolete: [String]?
        /// Pending `.new` files of the selected scenarios after the run.
        let pending: [String]
        /// Problems with the run as a whole.
        let problems: [String]

        init(_ run: CatalogRunResult, command: String, mode: RecordMode) {
            self.command = command
            recordMode = mode.rawValue
            passed = !run.isFailure
            shard = run.shard?.description
            totals = Totals(run)
            let root = run.store.packageRoot
            scenarios = run.scenarios.map { Scenario($0, packageRoot: root) }
            obsolete = run.obsolete
            pending = run.pending
            problems = run.problems
        }
    }
}
