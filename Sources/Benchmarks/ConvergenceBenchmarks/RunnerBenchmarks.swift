import Convergence
import ConvergenceSnapshots

/// Times `SnapshotRunner` verifying a catalog of unchanged scenarios: what `CI=true swift test` costs per scenario.
///
/// Each scenario is built and settled twice (the determinism check), rendered at one width as ASCII and as HTML,
/// and compared with its recorded files in a temporary `__Snapshots__`.
enum RunnerBenchmarks {
    @MainActor
    static func run(quick: Bool = false) async {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("convergence-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SnapshotStore(root: folder)
        var table = BenchmarkTable(
            title: "SnapshotRunner.run(catalog) in record mode never, every snapshot unchanged",
            columns: [
                ("scenarios", .right), ("files", .right), ("median", .right), ("fastest", .right),
                ("per scenario", .right),
                ("runs", .right),
            ])
        for count in quick ? [10] : [100, 1_000] {
            let catalog = ScenarioCatalog(scenarios: (0..<count).map(scenario))
            let recording = await SnapshotRunner(store: store, mode: .all).run(catalog)
            guard !recording.isFailure else {
                print("could not record the benchmark catalog:\n\(recording.summary)")
                return
            }
            let clock = ContinuousClock()
            var durations: [Duration] = []
            var files = 0
            for _ in 0..<(quick ? 1 : 3) {
                let start = clock.now
                let result = await SnapshotRunner(store: store, mode: .never).run(catalog)
                durations.append(clock.now - start)
                files = result.scenarios.reduce(0) { $0 + $1.files.count }
                if result.isFailure { print("unexpected failure:\n\(result.summary)") }
            }
            durations.sort()
            let median = durations[durations.count / 2]
            table.append([
                "\(count)", "\(files)", median.benchmarkDescription, durations[0].benchmarkDescription,
                (median / count).benchmarkDescription, "\(durations.count)",
            ])
        }
        print(table.rendered())
        print("")
    }

    /// A typical screen: a titled list of rows, a toggle, a button, and a `.task` that loads on the scenario clock.
    private static func scenario(_ index: Int) -> Scenario {
        Scenario("screen-\(index)", feature: "Bench\(index / 100)") {
            BenchScreen(index: index)
        }
    }
}

private struct BenchScreen: View {
    let index: Int
    @State private var loaded = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                List(0..<5) { row in
                    HStack {
                        Text("Row \(row) of screen \(index)")
                        Spacer()
                        Text("\(row * index % 97)")
                    }
                }
                Toggle("Loaded", isOn: $loaded)
                Button("Refresh") {}
            }
            .navigationTitle("Screen \(index)")
            .task {
                try? await ScenarioClock.sleep(for: .milliseconds(index % 3))
                loaded = true
            }
        }
    }
}
