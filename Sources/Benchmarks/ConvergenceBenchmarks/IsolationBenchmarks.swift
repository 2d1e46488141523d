import Convergence
import ConvergenceScenarios
import ConvergenceSnapshots
import Foundation

/// Times what crash isolation costs a passing run: `assertSnapshot(of:)` verifying the 1,000 ``PeerTexts``
/// scenarios with every render guarded (registered, its main-thread code marked) and with the guard turned off, in
/// alternating passes of one process, so that a busy machine slows both alike.
enum IsolationBenchmarks {
    @MainActor
    static func run(quick: Bool) async {
        let package = FileManager.default.temporaryDirectory
            .appendingPathComponent("convergence-bench-isolation-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: package) }
        let testFile = package.appendingPathComponent("Tests/BenchTests/BenchTests.swift").path
        do {
            try FileManager.default.createDirectory(
                at: package.appendingPathComponent("Tests/BenchTests"), withIntermediateDirectories: true)
            try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        } catch {
            print("could not create the benchmark package: \(error)")
            return
        }
        let count = quick ? 20 : PeerTexts.count
        let scenarios = (0..<count).map { index in
            Scenario("text-\(index)", feature: "Texts", widths: [PeerTexts.width], formats: .ascii) {
                Text(verbatim: PeerTexts.text(index))
            }
        }
        let store = SnapshotStore(root: package.appendingPathComponent(SnapshotStore.folderName))
        for scenario in scenarios { _ = await SnapshotRunner(store: store, mode: .all).run(scenario) }

        let passes = quick ? 1 : 7
        var guarded: [Double] = []
        var unguarded: [Double] = []
        func verify() async -> Double {
            await BenchmarkMeasure.seconds {
                for scenario in scenarios { try? await assertSnapshot(of: scenario, filePath: testFile) }
            }
        }
        for pass in 0..<passes {
            // Alternate which side goes first, so neither always runs on a warmer cache.
            for isolated in pass % 2 == 0 ? [true, false] : [false, true] {
                RenderIsolation.isEnabled = isolated
                let seconds = await verify()
                if isolated { guarded.append(seconds) } else { unguarded.append(seconds) }
            }
        }
        RenderIsolation.isEnabled = true
        let with = BenchmarkMeasure.median(guarded)
        let without = BenchmarkMeasure.median(unguarded)
        var table = BenchmarkTable(
            title: "Crash isolation: a passing verify of \(count) scenarios (assertSnapshot), median of \(passes)",
            columns: [("work", .left), ("seconds", .right), ("range", .right)])
        func range(_ values: [Double]) -> String {
            String(format: "%.3f–%.3f", values.min() ?? 0, values.max() ?? 0)
        }
        table.append(["verify, isolated", String(format: "%.3f", with), range(guarded)])
        table.append(["verify, not isolated", String(format: "%.3f", without), range(unguarded)])
        table.append(["isolated ÷ not", BenchmarkMeasure.ratio(with / max(without, 1e-9)), ""])
        print(table.rendered())
        print(
            "installed: \(RenderIsolation.isInstalled) (Linux; CONVERGENCE_FORCE_FALLBACK=crash-isolation turns it off)"
        )
    }
}
