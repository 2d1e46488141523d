import Foundation

/// `scenarios gallery --out DIR`: every scenario in one browsable, offline, inert HTML page (`index.html`), with each
/// pending change shown beside what is recorded, for reviewers without a Mac (or a checkout). Runs in record mode
/// `never`.
enum GalleryCommand: Subcommand {
    /// `--out`.
    static let out = CommandSpec.Option(
        "--out", value: "DIR", help: "The folder to write index.html and one page per feature into (required).")

    static let spec = CommandSpec(
        name: "gallery",
        summary:
            "Write a static, offline HTML gallery of every scenario, a review app in one page: a searchable sidebar "
            + "with each scenario's status, a changed-only switch, a link per scenario (#ID), every frame's renders, "
            + "recorded and new side by side with the diff, a scenario's variants (de, rtl, dark...) side by side. "
            + "Snapshot HTML is shown sandboxed. Exits 0 once written.",
        options: [
            out
        ] + RunOptions.sharding
    )

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        guard let out = arguments.value(Self.out) else {
            throw UsageError(command: spec.name, message: "missing --out DIR")
        }
        let folder = context.fileURL(forPath: out)
        let run = try await CatalogRun.run(context: context, arguments: arguments, mode: .never, command: spec.name)
        let model = GalleryPage(run)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for page in model.pages {
                try Data(page.html.utf8).write(to: folder.appendingPathComponent(page.name), options: .atomic)
            }
        } catch {
            throw CommandFailure("could not write the gallery to \(folder.path): \(error.localizedDescription)")
        }
        let pending = model.scenarios.filter(\.hasPending).count
        let count = model.scenarios.count { $0.status != .obsolete }
        let featureCount = model.features.count { $0.scenarios.contains { $0.status != .obsolete } }
        let scenarios = count == 1 ? "1 scenario" : "\(count) scenarios"
        let features = featureCount == 1 ? "1 feature" : "\(featureCount) features"
        context.write(
            "Wrote \(out)/index.html: \(scenarios) in \(features)"
                + (pending > 0 ? ", \(pending) with changes waiting for review" : "") + "\n")
        return 0
    }
}
