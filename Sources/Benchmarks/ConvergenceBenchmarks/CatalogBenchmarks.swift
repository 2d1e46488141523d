import Convergence
import ConvergenceSnapshots
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times `SnapshotRunner.run(catalog)` — the engine behind `scenarios verify` and `record` — over catalogs of 1,000,
/// 4,000 and 10,000 realistic screens (a `NavigationStack` with a toggle, a 30-row `List` of `HStack`s and a button;
/// ASCII and HTML each), against the floor: reading every recorded file and comparing its bytes.
///
/// Each size runs in a child process of its own, so the peak memory printed is that size's alone; with `taskset`
/// on the machine, 1,000 and 4,000 also run pinned to one core, to show how the run scales from 1 core to all.
enum CatalogBenchmarks {
    /// What one child measured.
    struct Figures {
        var record: Double
        var verify: Double
        /// Processor time (all threads, user and system) of the verify.
        var verifyProcessor: Double
        var floor: Double
        var files: Int
        var peakKilobytes: Int
    }

    static func run(quick: Bool) {
        var table = BenchmarkTable(
            title: "SnapshotRunner.run(catalog): record from nothing, then verify unchanged (realistic screens)",
            columns: [
                ("scenarios", .right), ("cores", .right), ("files", .right), ("record", .right), ("verify", .right),
                ("verify per scenario", .right), ("vs 1k", .right), ("verify CPU", .right), ("floor", .right),
                ("verify ÷ floor", .right),
                ("peak memory", .right),
            ])
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var runs: [(count: Int, oneCore: Bool)] =
            quick ? [(50, false)] : [(1_000, false), (4_000, false), (10_000, false)]
        let pinned = FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") && cores > 1
        if pinned && !quick { runs += [(1_000, true), (4_000, true)] }
        var perScenarioAtOneThousand: [Bool: Double] = [:]
        // Every run's snapshots stay until the last run is done: deleting thousands of files makes ext4 pass over
        // their inodes for the next 30 seconds whenever it creates a file, which would time the kernel's bookkeeping
        // of the previous run rather than this run's record.
        let scratch = BenchmarkScratch.folder
            .appendingPathComponent("convergence-bench-catalog-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (index, (count, oneCore)) in runs.enumerated() {
            let folder = scratch.appendingPathComponent("run-\(index)")
            guard let figures = child(count: count, oneCore: oneCore, folder: folder) else {
                print("  the \(count)-scenario run failed; see above")
                continue
            }
            let perScenario = figures.verify / Double(count)
            if count == 1_000 || quick { perScenarioAtOneThousand[oneCore] = perScenario }
            let growth = perScenarioAtOneThousand[oneCore].map { BenchmarkMeasure.ratio(perScenario / $0) } ?? "–"
            table.append([
                "\(count)", oneCore ? "1" : "\(cores)", "\(figures.files)",
                Duration.seconds(figures.record).benchmarkDescription,
                Duration.seconds(figures.verify).benchmarkDescription,
                Duration.seconds(perScenario).benchmarkDescription, growth,
                Duration.seconds(figures.verifyProcessor).benchmarkDescription,
                Duration.seconds(figures.floor).benchmarkDescription,
                BenchmarkMeasure.ratio(figures.verify / figures.floor), "\(figures.peakKilobytes / 1024) MiB",
            ])
        }
        print(table.rendered())
        print(
            "  goals: verify 10,000 ≤ 3 s and record 10,000 ≤ 6 s on disk, per scenario at 10k within 1.3× of 1k, "
                + "verify within 15× of the floor, which reads every recorded file and compares its bytes")
        print("  snapshots written under \(BenchmarkScratch.folder.path) (\(BenchmarkScratch.description))")
        print("")
    }

    /// Runs this executable as `--catalog-child COUNT` (pinned to core 0 when asked) and reads its figures.
    private static func child(count: Int, oneCore: Bool, folder: URL) -> Figures? {
        let process = Process()
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let arguments = ["--catalog-child", "\(count)", folder.path]
        if oneCore {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
            process.arguments = ["-c", "0", me.path] + arguments
        } else {
            process.executableURL = me
            process.arguments = arguments
        }
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            print("  could not start \(me.path): \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let values = BenchmarkMeasure.figures(in: String(decoding: data, as: UTF8.self))
        guard let record = values["record"], let verify = values["verify"], let processor = values["verifycpu"],
            let floor = values["floor"], let files = values["files"], let peak = values["peak"]
        else { return nil }
        return Figures(
            record: record, verify: verify, verifyProcessor: processor, floor: floor, files: Int(files),
            peakKilobytes: Int(peak))
    }

    /// The child's work: record a catalog of `count` screens into a fresh folder, verify it, time the floor, and
    /// print `name value` lines. A folder given is left for the caller to delete (see ``run(quick:)``); without one
    /// the child uses a folder of its own and deletes it.
    @MainActor
    static func runChild(count: Int, folder given: URL?) async -> Int32 {
        let folder =
            given
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("convergence-bench-catalog-\(ProcessInfo.processInfo.processIdentifier)")
        defer { if given == nil { try? FileManager.default.removeItem(at: folder) } }
        let store = SnapshotStore(root: folder)
        let catalog = ScenarioCatalog(scenarios: (0..<count).map(scenario))
        var recorded: RunResult?
        let record = await BenchmarkMeasure.seconds {
            recorded = await SnapshotRunner(store: store, mode: .all).run(catalog)
        }
        guard let recorded, !recorded.isFailure else {
            print("could not record the benchmark catalog:\n\(recorded?.summary ?? "")")
            return 1
        }
        var verified: RunResult?
        let cpuBefore = BenchmarkMeasure.processorSeconds()
        let verify = await BenchmarkMeasure.seconds {
            verified = await SnapshotRunner(store: store, mode: .never).run(catalog)
        }
        let verifyProcessor = BenchmarkMeasure.processorSeconds() - cpuBefore
        guard let verified, !verified.isFailure, verified.obsolete.isEmpty else {
            print("unexpected verify result:\n\(verified?.summary ?? "")")
            return 1
        }
        // Peak memory of the runs, before the floor loads every file to compare with.
        var usage = rusage()
        getrusage(0, &usage)  // RUSAGE_SELF is 0 on Linux and Darwin; Glibc imports it as an enum
        #if canImport(Darwin)
            usage.ru_maxrss /= 1024  // bytes on Darwin, kilobytes on Linux
        #endif
        let paths = (try? catalog.snapshotFiles().map { folder.path + "/" + $0 }) ?? []
        // The floor compares each file with bytes already in memory, as a verify compares it with a render.
        let expected = paths.map { FileManager.default.contents(atPath: $0) ?? Data() }
        var equal = 0
        let floor = await BenchmarkMeasure.seconds {
            for (path, bytes) in zip(paths, expected) where FileManager.default.contents(atPath: path) == bytes {
                equal += 1
            }
        }
        print("record \(record)")
        print("verify \(verify)")
        print("verifycpu \(verifyProcessor)")
        print("floor \(floor)")
        print("files \(equal)")
        print("peak \(usage.ru_maxrss)")
        return 0
    }

    private static func scenario(_ index: Int) -> Scenario { CatalogScreen.scenario(index) }
}

/// Where the catalog benchmark writes snapshots: on disk in `$TMPDIR`, where users keep theirs;
/// `BENCH_IN_MEMORY=1` chooses `/dev/shm` (when the machine has it) to take the file system out of the figures.
///
/// On a disk, creating thousands of files within half a minute of deleting thousands (a previous run, a test suite,
/// a build) makes ext4 pass over every recently freed inode for each new file, so the record figure varies more on
/// disk than in memory: compare runs made one after the other, not across machines.
enum BenchmarkScratch {
    static let inMemory: Bool = {
        guard ProcessInfo.processInfo.environment["BENCH_IN_MEMORY"] == "1" else { return false }
        return FileManager.default.isWritableFile(atPath: "/dev/shm")
    }()

    static var folder: URL {
        inMemory ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    }

    static var description: String {
        inMemory ? "in memory, as BENCH_IN_MEMORY=1 asks" : "on disk; BENCH_IN_MEMORY=1 writes to /dev/shm instead"
    }
}
