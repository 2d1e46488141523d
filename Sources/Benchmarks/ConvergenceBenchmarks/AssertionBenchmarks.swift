import Convergence
import ConvergenceSnapshots
import Foundation

/// Times `assertSnapshot(of:)` over ``PeerTexts``, the work `Scripts/benchmark-vs-peer.sh` also gives
/// swift-snapshot-testing's `assertSnapshot(of:as: .lines)`: verify 1,000 unchanged, verify 1,000 with every tenth
/// changed, and record 1,000. Each assertion renders its scenario (a `Text` at the texts' width, ASCII only), so
/// our side does more work than the peer's, which compares pre-rendered strings.
enum AssertionBenchmarks {
    /// One pass of each kind of work, in seconds for the whole pass.
    struct Figures {
        var verify: Double
        var failing: Double
        var record: Double
    }

    @MainActor
    static func run(quick: Bool, peer: Figures?) async {
        let package = FileManager.default.temporaryDirectory
            .appendingPathComponent("convergence-bench-assert-\(ProcessInfo.processInfo.processIdentifier)")
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
        let unchanged = (0..<count).map { scenario($0, PeerTexts.text($0)) }
        let changed = (0..<count).map { scenario($0, PeerTexts.changedText($0)) }
        let store = SnapshotStore(root: package.appendingPathComponent(SnapshotStore.folderName))

        let passes = quick ? 1 : 5
        var verify: [Double] = []
        var failing: [Double] = []
        var record: [Double] = []
        var failures = 0
        // Each pass records from nothing. The previous pass's files are moved aside, not deleted, until the end: on
        // ext4, creating files right after deleting thousands makes the kernel's inode search the slowest part of
        // the run, and that would time the file system's bookkeeping, not the tool (the peer's side does the same).
        let setAside = package.appendingPathComponent("set-aside")
        for pass in 0..<passes {
            try? FileManager.default.createDirectory(at: setAside, withIntermediateDirectories: true)
            try? FileManager.default.moveItem(at: store.root, to: setAside.appendingPathComponent("\(pass)"))
            record.append(
                await BenchmarkMeasure.seconds {
                    for scenario in unchanged {
                        _ = await SnapshotRunner(store: store, mode: .all).run(scenario)
                    }
                })
            verify.append(
                await BenchmarkMeasure.seconds {
                    for scenario in unchanged {
                        try? await assertSnapshot(of: scenario, filePath: testFile)
                    }
                })
            failures = 0
            failing.append(
                await BenchmarkMeasure.seconds {
                    for scenario in changed {
                        let runner = try? SnapshotRunner(packageContaining: testFile, environment: [:])
                        if let result = await runner?.run(scenario), result.failureMessage != nil { failures += 1 }
                    }
                })
        }
        let ours = Figures(
            verify: BenchmarkMeasure.median(verify), failing: BenchmarkMeasure.median(failing),
            record: BenchmarkMeasure.median(record))
        var table = BenchmarkTable(
            title:
                "assertSnapshot over \(count) texts of \(PeerTexts.text(0).split(separator: "\n").count) lines "
                + "(render included), against swift-snapshot-testing's assertSnapshot(.lines)",
            columns: [
                ("work", .left), ("Convergence", .right), ("peer", .right), ("peer ÷ ours", .right),
            ])
        func row(_ name: String, _ ours: Double, _ theirs: Double?) {
            table.append([
                name, Duration.seconds(ours).benchmarkDescription,
                theirs.map { Duration.seconds($0).benchmarkDescription } ?? "–",
                theirs.map { BenchmarkMeasure.ratio($0 / ours) } ?? "–",
            ])
        }
        row("verify, unchanged", ours.verify, peer?.verify)
        row("verify, every 10th changed (\(failures) failed)", ours.failing, peer?.failing)
        row("record", ours.record, peer?.record)
        print(table.rendered())
        if peer == nil {
            print(
                "  peer: not measured here (CONVERGENCE_PEER_FIGURES names a file of its figures); "
                    + "Scripts/benchmark-vs-peer.sh times both tools on these texts inside swift test, as users run them"
            )
        } else {
            print("  peer: swift-snapshot-testing 1.19.7, from the figures CONVERGENCE_PEER_FIGURES names")
        }
        print("")
    }

    private static func scenario(_ index: Int, _ text: String) -> Scenario {
        Scenario("text-\(index)", feature: "Texts", widths: [PeerTexts.width], formats: .ascii) {
            Text(verbatim: text)
        }
    }

    /// The peer's figures, from the file `CONVERGENCE_PEER_FIGURES` names (lines `verify 0.139`), if any.
    static func peerFigures() -> Figures? {
        guard let path = ProcessInfo.processInfo.environment["CONVERGENCE_PEER_FIGURES"],
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        let values = BenchmarkMeasure.figures(in: text)
        guard let verify = values["verify"], let failing = values["failing"], let record = values["record"] else {
            return nil
        }
        return Figures(verify: verify, failing: failing, record: record)
    }
}
