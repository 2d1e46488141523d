import Foundation

/// `scenarios gallery --out DIR`: every scenario as a browsable, offline HTML page set, with each pending change
/// shown beside what is recorded, for reviewers without a Mac (or a checkout). Runs in record mode `never`.
enum GalleryCommand: Subcommand {
    static let spec = CommandSpec(
        name: "gallery",
        summary:
            "Write a static, offline HTML gallery of every scenario (HTML and ASCII renders, every frame; recorded "
            + "and new renders side by side with the diff where a change waits for review). Exits 0 once written.",
        options: [
            .init(
                "--out", value: "DIR", help: "The folder to write index.html and one page per feature into (required).")
        ] + RunOptions.sharding
    )

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        guard let out = arguments.value("--out") else {
            throw UsageError(command: spec.name, message: "missing --out DIR")
        }
        let folder = context.fileURL(forPath: out)
        let run = try await CatalogRun.run(context: context, arguments: arguments, mode: .never, command: spec.name)
        let model = GalleryModel(run, catalog: context.catalog)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for page in model.pages {
                try Data(page.html.utf8).write(to: folder.appendingPathComponent(page.name), options: .atomic)
            }
        } catch {
            throw CommandFailure("could not write the gallery to \(folder.path): \(error.localizedDescription)")
        }
        let pending = model.features.flatMap(\.scenarios).filter(\.hasPending).count
        let scenarios = model.scenarioCount == 1 ? "1 scenario" : "\(model.scenarioCount) scenarios"
        let features = model.features.count == 1 ? "1 feature" : "\(model.features.count) features"
        context.write(
            "Wrote \(out)/index.html: \(scenarios) in \(features)"
                + (pending > 0 ? ", \(pending) with changes waiting for review" : "") + "\n")
        return 0
    }
}
