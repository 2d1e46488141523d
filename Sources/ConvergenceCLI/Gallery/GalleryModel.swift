import Convergence
import Foundation

/// What the gallery shows, gathered from a run: per feature, per scenario, per frame, each snapshot file's recorded
/// text and, when a `.new` render waits for review, the new text.
///
/// Built from the files the run left on disk (record mode `never`), so the gallery shows exactly what `review` would
/// accept and what the report diffs.
struct GalleryModel: Sendable {
    struct Feature: Sendable {
        let name: String
        /// The page's file name in the gallery folder: numbered, and only safe characters.
        let page: String
        var scenarios: [Scenario]
    }

    struct Scenario: Sendable {
        let id: String
        /// Unique among the gallery's scenarios, for links (`scenario-12`).
        let anchor: String
        let status: String
        /// Why the scenario has no renders (unsettled, nondeterministic, failed).
        let message: String?
        let frames: [Frame]
    }

    struct Frame: Sendable {
        /// "Initial frame" or "After step 1: tap "Retry"".
        let title: String
        let files: [File]
    }

    struct File: Sendable {
        let path: String
        let format: RenderFormat
        /// The recorded snapshot, if there is one.
        let recorded: String?
        /// The pending render (`<path>.new`), if there is one.
        let new: String?

        var isHTML: Bool { format.fileExtension == "html" }
        var isPending: Bool { new != nil }
    }

    var features: [Feature]

    var scenarioCount: Int { features.reduce(0) { $0 + $1.scenarios.count } }

    /// Every scenario of the run, in catalog order, grouped by feature.
    init(_ run: CatalogRunResult, catalog: ScenarioCatalog) {
        let resultsByID = Dictionary(run.scenarios.map { ($0.scenarioID, $0) }, uniquingKeysWith: { first, _ in first })
        var features: [Feature] = []
        var index = 0
        for scenario in catalog.all {
            guard let result = resultsByID[scenario.id] else { continue }
            index += 1
            let featureName = scenario.feature ?? "Scenarios"
            if !features.contains(where: { $0.name == featureName }) {
                features.append(
                    Feature(
                        name: featureName, page: Self.pageName(featureName, number: features.count + 1), scenarios: []))
            }
            let entry = Scenario(
                id: scenario.id, anchor: "scenario-\(index)", status: result.status.rawValue,
                message: result.problem == nil ? nil : result.failureMessage,
                frames: Self.frames(of: scenario, store: run.store))
            features[features.firstIndex { $0.name == featureName }!].scenarios.append(entry)
        }
        self.features = features
    }

    /// The scenario's files on disk, frame by frame. Read from the store rather than from the outcomes, so that a
    /// scenario that failed to render still shows what is recorded for it.
    private static func frames(of scenario: Convergence.Scenario, store: SnapshotStore) -> [Frame] {
        guard let files = try? scenario.snapshotFiles() else { return [] }
        var frames: [Frame] = []
        for step in [nil] + scenario.steps.indices.map({ Optional($0 + 1) }) {
            let title = step.map { "After step \($0): \(scenario.steps[$0 - 1])" } ?? "Initial frame"
            let frameFiles = files.filter { $0.step == step }.map { file in
                let path = file.path.relativePath
                return File(
                    path: path, format: file.format, recorded: try? store.read(path),
                    new: try? store.read(SnapshotStore.pendingPath(for: path)))
            }
            frames.append(Frame(title: title, files: frameFiles))
        }
        return frames
    }

    /// `3-Items.html`: the feature's position keeps names unique, the name keeps them readable.
    static func pageName(_ feature: String, number: Int) -> String {
        let safe = String(
            feature.unicodeScalars.map { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
                    ? Character(scalar) : "_"
            }
        ).prefix(60)
        return "\(number)-\(safe).html"
    }
}
