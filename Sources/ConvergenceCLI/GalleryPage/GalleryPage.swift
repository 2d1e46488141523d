import Convergence
import Foundation

/// The gallery page `scenarios gallery` writes, as data gathered from a run: per feature, per scenario, per frame,
/// each snapshot file's recorded text and, when a `.new` render waits for review, the new text and the diff; and the
/// obsolete files.
///
/// Built from the run's model (``CatalogRunResult``) and the files the run left on disk (record mode `never`), so the
/// page shows exactly what `review` would accept and what the report diffs.
struct GalleryPage: Sendable {
    struct Feature: Sendable {
        let name: String
        var scenarios: [Scenario]
    }

    /// What the sidebar says about a scenario.
    enum Status: String, Sendable, CaseIterable {
        /// Every file matches.
        case passed
        /// A file differs from its recording.
        case changed
        /// Nothing is recorded yet: a scenario new in this change.
        case new
        /// Some files are recorded, others not (a width or a step was added).
        case missing
        /// A file no scenario produces any more.
        case obsolete
        case unsettled, nondeterministic, failed
        /// Written by a recording run (the gallery's own run never records).
        case recorded, updated

        /// Whether "changed only" keeps it: everything a reviewer has to look at.
        var needsReview: Bool { self != .passed && self != .recorded && self != .updated }
    }

    struct Scenario: Sendable {
        let id: String
        /// The name within its feature (`loaded` for `Item/loaded`); an obsolete file's path.
        let name: String
        /// Unique among the gallery's entries and safe as an element id (`s12`).
        let anchor: String
        let status: Status
        /// Where the scenario is declared (`Sources/Notes/NoteScenarios.swift:12`).
        let declaredAt: String?
        /// Why the scenario has no renders (unsettled, nondeterministic, failed).
        let message: String?
        /// What changed for the user, from the accessibility outline.
        let changeSummary: [String]
        let frames: [Frame]
        /// Set when this scenario is a variant of another one of its feature (`loaded.de` of `loaded`).
        var variant: Variant? = nil
        /// The ids of this scenario's variants, in catalog order.
        var variantIDs: [String] = []
    }

    struct Frame: Sendable {
        /// "Initial frame" or "After step 1: tap "Retry"".
        let title: String
        let files: [File]
    }

    /// How a file is shown: its format (text, or a document in a sandboxed frame, as the format declares), and the
    /// width and style of a format that depends on the width.
    struct Kind: Sendable {
        let format: SnapshotFormat
        var width: Int? = nil
        var unicode = false
    }

    struct File: Sendable {
        let path: String
        let kind: Kind
        /// Which of its scenario's files this is within a frame, the same for a scenario and its variants; `nil` for
        /// an obsolete file.
        let slot: Slot?
        /// The recorded snapshot, if there is one.
        let recorded: String?
        /// The pending render (`<path>.new`), if there is one.
        let new: String?
        /// From the recorded text (or nothing) to the pending render, when there is one.
        let diff: TextDiff?

        var isPending: Bool { new != nil }
    }

    /// A file's place among its scenario's files: its format and what its name adds (a width, the Unicode style).
    /// `loaded.w80.txt` and `loaded.de.w80.txt` share one; a device variant's default width is the default one.
    struct Slot: Sendable, Hashable {
        let fileExtension: String
        /// The width when it is not the scenario's default.
        let width: Int?
        let unicode: Bool
    }

    let features: [Feature]
    /// Every entry by its id, for the variants views.
    let scenariosByID: [String: Scenario]

    var scenarios: [Scenario] { features.flatMap(\.scenarios) }

    /// Every scenario of the run, in catalog order (each variant moved to just after its scenario), grouped by feature;
    /// then the obsolete files as entries of their own. A rendering of the run's model (``CatalogRunResult``), with
    /// each scenario's recorded files read from its store.
    init(_ run: CatalogRunResult) {
        let root = run.store.packageRoot
        var features: [Feature] = []
        var index = 0
        for checked in run.scenarios {
            guard let scenario = checked.declaration else { continue }
            index += 1
            let featureName = checked.feature
            if !features.contains(where: { $0.name == featureName }) {
                features.append(Feature(name: featureName, scenarios: []))
            }
            let result = checked.result
            let frames = Self.frames(of: scenario, run: run)
            let entry = Scenario(
                id: checked.id, name: scenario.name, anchor: "s\(index)",
                status: Self.status(of: result, frames: frames), declaredAt: checked.declaredAt(packageRoot: root),
                message: result.problem == nil ? nil : result.failureMessage, changeSummary: result.changeSummary,
                frames: frames)
            features[features.firstIndex { $0.name == featureName }!].scenarios.append(entry)
        }
        let obsolete = (run.obsolete ?? []).map { path -> Scenario in
            index += 1
            let file = File(
                path: path, kind: Self.kind(ofPath: path), slot: nil, recorded: try? run.store.read(path), new: nil,
                diff: nil)
            return Scenario(
                id: path, name: path, anchor: "s\(index)", status: .obsolete, declaredAt: nil,
                message: "No scenario renders this file any more; `prune` removes it.", changeSummary: [],
                frames: [Frame(title: "Obsolete file", files: [file])])
        }
        for feature in features.indices { features[feature].groupVariants() }
        if !obsolete.isEmpty { features.append(Feature(name: "Obsolete files", scenarios: obsolete)) }
        self.init(features: features)
    }

    /// A page of these features and scenarios, in this order (a variant's already found, as `groupVariants()` finds
    /// them).
    init(features: [Feature]) {
        self.features = features
        scenariosByID = Dictionary(
            features.flatMap(\.scenarios).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func status(of result: ScenarioResult, frames: [Frame]) -> Status {
        switch result.status {
        case .passed: .passed
        case .recorded: .recorded
        case .updated: .updated
        case .changed: .changed
        case .missing: frames.allSatisfy { $0.files.allSatisfy { $0.recorded == nil } } ? .new : .missing
        case .unsettled: .unsettled
        case .nondeterministic: .nondeterministic
        case .failed, .crashed, .timedOut: .failed
        }
    }

    /// The scenario's files on disk, frame by frame. Read from the store rather than from the outcomes, so that a
    /// scenario that failed to render still shows what is recorded for it; a file the run checked brings its pending
    /// render and diff from the run's model.
    private static func frames(of scenario: Convergence.Scenario, run: CatalogRunResult) -> [Frame] {
        guard let files = try? scenario.snapshotFiles() else { return [] }
        let store = run.store
        var frames: [Frame] = []
        for step in [nil] + scenario.steps.indices.map({ Optional($0 + 1) }) {
            let title = step.map { "After step \($0): \(scenario.steps[$0 - 1])" } ?? "Initial frame"
            let frameFiles = files.filter { $0.step == step }.map { file in
                let path = file.path.relativePath
                let recorded = try? store.read(path)
                let checked = run.file(at: path)
                let new = checked?.pending != nil ? checked?.new : try? store.read(SnapshotStore.pendingPath(for: path))
                let diff = new.map { new in
                    checked?.diff.flatMap { checked?.old == (recorded ?? "") && checked?.new == new ? $0 : nil }
                        ?? TextDiff(old: recorded ?? "", new: new)
                }
                let slot = Slot(
                    fileExtension: file.path.fileExtension, width: file.path.width, unicode: file.path.style == .unicode
                )
                return File(
                    path: path, kind: kind(of: file.format), slot: slot, recorded: recorded, new: new, diff: diff)
            }
            frames.append(Frame(title: title, files: frameFiles))
        }
        return frames
    }

    static func kind(of format: RenderFormat) -> Kind {
        guard format.snapshotFormat.dependsOnWidth else { return Kind(format: format.snapshotFormat) }
        return Kind(format: format.snapshotFormat, width: format.width, unicode: format.style == .unicode)
    }

    /// An obsolete file's kind, from its extension (a file no format claims is shown as ASCII text).
    static func kind(ofPath path: String) -> Kind {
        let format = SnapshotFormat(forPath: path) ?? .ascii
        guard format.dependsOnWidth else { return Kind(format: format) }
        return Kind(format: format, unicode: path.hasSuffix(".unicode.txt"))
    }
}
