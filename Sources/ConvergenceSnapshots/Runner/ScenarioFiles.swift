import ConvergenceRendering
import ConvergenceScenarios
import ConvergenceSupport
import Foundation

/// The snapshot files one scenario produces: every frame in every format it records (`SnapshotFormat/all`), the
/// formats that depend on the width once per width.
///
/// Known without rendering (a scenario has one frame plus one per step), so the obsolete-file check is cheap.
public struct ScenarioFile: Sendable, Hashable {
    /// The frame's step (from 1), or `nil` for the first frame.
    public let step: Int?
    public let format: RenderFormat
    public let path: SnapshotPath
}

extension Scenario {
    /// Every file this scenario records, in a stable order: per frame, the formats in registry order, each width of ASCII in turn.
    public func snapshotFiles() throws -> [ScenarioFile] {
        // Every assertion, catalog check and obsolete-file check asks this; names are encoded once per process.
        let key = ScenarioFilesKey(
            feature: feature ?? "Scenarios", name: name, stepCount: steps.count, widths: widths, style: style,
            formats: formats.rawValue)
        if let known = scenarioFilesByShape[key] { return known }
        let files = try computeSnapshotFiles()
        scenarioFilesByShape[key] = files
        return files
    }

    private func computeSnapshotFiles() throws -> [ScenarioFile] {
        let featureName = feature ?? "Scenarios"
        var files: [ScenarioFile] = []
        for step in [nil] + steps.indices.map({ Optional($0 + 1) }) {
            let renders = formats.snapshotFormats.flatMap { format in
                format.dependsOnWidth
                    ? widths.map { format.renderFormat(width: $0, style: style) }
                    : [format.renderFormat(width: defaultWidth, style: style)]
            }
            for format in renders {
                let path = try SnapshotPath(
                    feature: featureName, scenario: name, step: step, format: format, defaultWidth: defaultWidth)
                if !files.contains(where: { $0.path == path }) {
                    files.append(ScenarioFile(step: step, format: format, path: path))
                }
            }
        }
        return files
    }
}

extension ScenarioCatalog {
    /// Every file the catalog records, checked for two scenarios mapping to one file.
    ///
    /// - Returns: The relative paths of every file, in catalog order.
    /// - Throws: The catalog's first duplicate id (a ``CatalogProblem`` naming both declarations), when a name
    ///   cannot be a file name, or when two scenarios would share a file (their paths must differ in more than letter
    ///   case and Unicode normalization).
    public func snapshotFiles() throws -> [String] {
        // A catalog run asks twice (its collision check first, its obsolete-file check last): worked out once per
        // catalog value. A catalog whose files fail is worked out again, to throw.
        if let known = memo.value("ScenarioCatalog.snapshotFiles", { try? computeSnapshotFiles() }) { return known }
        return try computeSnapshotFiles()
    }

    private func computeSnapshotFiles() throws -> [String] {
        // Two declarations of one id share every file: said with both declarations' places, which a file clash
        // cannot name.
        if let duplicate = problems.first(where: { $0.code == .duplicateID }) { throw duplicate }
        var entries: [(scenarioID: String, relativePath: String)] = []
        for scenario in all {
            for file in try scenario.snapshotFiles() {
                entries.append((scenario.id, file.path.relativePath))
            }
        }
        try SnapshotPath.checkCollisions(entries)
        return entries.map(\.relativePath)
    }
}

/// Everything that decides a scenario's files.
private struct ScenarioFilesKey: Hashable, Sendable {
    let feature: String
    let name: String
    let stepCount: Int
    let widths: [Int]
    let style: ASCIIStyle
    let formats: Int
}

/// The files of scenarios already asked about (what fails is never kept).
private let scenarioFilesByShape = ProcessMemo<ScenarioFilesKey, [ScenarioFile]>()
