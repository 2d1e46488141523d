import Convergence
import Foundation

/// The catalog run behind `report` and `gallery`: record mode `never`, so a report never writes a snapshot, only
/// the `.new` renders a reviewer needs.
///
/// Kept in one function so it can be switched to the shared catalog run (`verify`'s engine) without touching the
/// commands.
enum ReportCatalogRun {
    /// The shard (`--shard i/n`) and snapshot folder (`--snapshots DIR`) options every reporting command accepts.
    static let options: [CommandSpec.Option] = [
        .init(
            "--shard", value: "I/N",
            help:
                "Run only shard I of N (a stable partition by scenario id), for splitting a catalog across CI machines."
        ),
        .init("--snapshots", value: "DIR", help: "The snapshot folder (default: __Snapshots__ beside Package.swift)."),
    ]

    /// Runs the catalog (or one shard of it) in record mode `never`.
    @MainActor
    static func run(_ arguments: ParsedArguments, context: CommandContext, command: String) async throws
        -> ReportRunResult
    {
        let shard = try ReportShard.parse(arguments.value("--shard"), command: command)
        let store = try context.store(arguments)
        let runner = SnapshotRunner(store: store, mode: .never)
        guard let shard else {
            let result = await runner.run(context.catalog)
            return ReportRunResult(
                scenarios: result.scenarios, obsolete: result.obsolete, problems: result.problems, store: store,
                shard: nil)
        }
        // A shard runs its own scenarios but judges obsolete files against the whole catalog, so that no shard calls
        // another shard's snapshots obsolete.
        // In batches, as the runner's own catalog run: scenarios interleave on the main actor at their awaits.
        let selected = context.catalog.all.filter { shard.contains($0.id) }
        let catalog = context.catalog
        var scenarios: [ScenarioResult] = []
        var start = 0
        while start < selected.count {
            let batch = selected[start..<min(selected.count, start + runner.concurrency)]
            let tasks = batch.map { scenario in Task { @MainActor in await runner.run(scenario, in: catalog) } }
            for task in tasks { scenarios.append(await task.value) }
            start += batch.count
        }
        var obsolete: [String] = []
        var problems: [String] = []
        do {
            obsolete = try store.obsoleteFiles(expected: Set(context.catalog.snapshotFiles()))
        } catch {
            problems.append(String(describing: error))
        }
        return ReportRunResult(
            scenarios: scenarios, obsolete: obsolete, problems: problems, store: store, shard: shard.description)
    }
}

/// What a reporting run found: the scenario results, obsolete files and run problems, and where the files are.
struct ReportRunResult: Sendable {
    let scenarios: [ScenarioResult]
    let obsolete: [String]
    let problems: [String]
    let store: SnapshotStore
    /// `i/n` when only a shard ran.
    let shard: String?
}

/// `--shard i/n`: shard `index` (from 1) of `count`, holding the scenario ids whose stable hash falls in it.
struct ReportShard: Sendable, Equatable, CustomStringConvertible {
    let index: Int
    let count: Int

    static func parse(_ raw: String?, command: String) throws(UsageError) -> ReportShard? {
        guard let raw else { return nil }
        let parts = raw.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count) ~= index
        else {
            throw UsageError(command: command, message: "--shard needs I/N with 1 ≤ I ≤ N, such as 1/4, not \(raw)")
        }
        return ReportShard(index: index, count: count)
    }

    /// FNV-1a over the id's UTF-8 bytes: the same on every machine and run, unlike `hashValue`.
    func contains(_ id: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count)) == index - 1
    }

    var description: String { "\(index)/\(count)" }
}
