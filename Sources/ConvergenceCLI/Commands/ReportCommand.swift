import Foundation

/// `scenarios report --markdown`: the run as a pull-request comment, so a reviewer sees snapshot changes without
/// checking out the branch. Never writes a snapshot (record mode `never`); leaves `.new` renders for `review`.
enum ReportCommand: Subcommand {
    /// `--markdown`.
    static let markdown = CommandSpec.Option("--markdown", help: "Write Markdown (the only format, and the default).")
    /// `--out`.
    static let out = CommandSpec.Option(
        "--out", value: "FILE", help: "Write the report to FILE instead of standard output.")
    /// `--merge`.
    static let merge = CommandSpec.Option(
        "--merge", value: "FILE", repeats: true,
        help: "Combine reports written with --shard into one report, without running the catalog.")
    /// `--max-characters`.
    static let maxCharacters = CommandSpec.Option(
        "--max-characters", value: "N",
        help: "The largest report, data included (default \(MarkdownReport.defaultCap); GitHub takes 65536).")

    static let spec = CommandSpec(
        name: "report",
        summary:
            "Write a Markdown summary of a run for a pull-request comment: counts, then each changed scenario's diff "
            + "in a collapsible section (equal diffs shown once), capped in size. Exits 1 when anything failed.",
        options: [
            markdown,
            out,
            merge,
            maxCharacters,
        ] + RunOptions.sharding + ResultFiles.options
    )

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let cap =
            try arguments.integer(Self.maxCharacters, minimum: 2_000, command: spec.name) ?? MarkdownReport.defaultCap
        let merging = arguments.all(Self.merge)
        let results = try ResultFiles.request(arguments, context: context, command: spec.name)
        let data: ReportData
        if merging.isEmpty {
            let run = try await CatalogRun.run(context: context, arguments: arguments, mode: .never, command: spec.name)
            data = ReportData(run)
            try ResultFiles.write(results, run: run, command: spec.name, mode: .never)
        } else {
            if arguments.value(RunOptions.shard) != nil {
                throw UsageError(command: spec.name, message: "--merge combines shard reports; it takes no --shard")
            }
            if !results.isEmpty {
                throw UsageError(
                    command: spec.name,
                    message: "--json and --junit describe a run, and --merge runs nothing: write them with each "
                        + "shard's report (report --shard i/n --json FILE)")
            }
            data = ReportData.merged(try merging.map { try read($0, context: context) })
        }
        let markdown = MarkdownReport(data: data, cap: cap, command: "swift run \(context.program)").markdown
        if let out = arguments.value(Self.out) {
            let file = context.fileURL(forPath: out)
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(markdown.utf8).write(to: file, options: .atomic)
            } catch {
                throw CommandFailure("could not write the report to \(file.path): \(error.localizedDescription)")
            }
            context.write("Wrote \(out) (\(markdown.utf8.count) bytes): \(summary(data))\n")
        } else {
            context.write(markdown)
        }
        return data.isFailure ? 1 : 0
    }

    private static func read(_ path: String, context: CommandContext) throws -> ReportData {
        let file = context.fileURL(forPath: path)
        guard let contents = FileManager.default.contents(atPath: file.path) else {
            throw CommandFailure("cannot read the report \(path)")
        }
        return try ReportDataBlock.decode(String(decoding: contents, as: UTF8.self), file: path)
    }

    /// `3 failing of 40 scenarios, 1 obsolete file`.
    private static func summary(_ data: ReportData) -> String {
        var text = "\(data.scenarios.count) failing of \(data.total) scenarios"
        if !data.obsolete.isEmpty {
            text += ", \(data.obsolete.count) obsolete file\(data.obsolete.count == 1 ? "" : "s")"
        }
        return text
    }
}
