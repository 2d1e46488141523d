import Convergence
import ConvergenceSnapshots
import Foundation

/// Times a phone screen at hostile widths, 1 to 10,000 columns (a screen 10,000 columns wide is 10,750 rows tall):
/// rendering it as `scenarios preview` does, recording its snapshot and verifying it. The work and the memory follow
/// what is drawn, not width × height; the peak resident memory of the process so far is printed beside each width.
enum HostileSizeBenchmarks {
    @MainActor
    static func run(quick: Bool = false) async {
        var table = BenchmarkTable(
            title: "A phone screen at hostile widths: render, record and verify (medians)",
            columns: [
                ("width", .right), ("rows", .right), ("bytes", .right), ("render", .right), ("record", .right),
                ("verify", .right), ("peak memory", .right),
            ])
        for width in quick ? [1, 10_000] : [1, 40, 1_000, 10_000] {
            let scenario = Scenario("screen", feature: "Sizes", widths: [width], formats: .ascii) {
                HostileSizeScreen()
            }
            let catalog = ScenarioCatalog(scenarios: [scenario])
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("convergence-bench-sizes-\(ProcessInfo.processInfo.processIdentifier)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let store = SnapshotStore(root: folder)
            let repetitions = quick ? 1 : 5
            var text = ""
            var render: [Double] = []
            var record: [Double] = []
            var verify: [Double] = []
            for _ in 0..<repetitions {
                render.append(
                    await BenchmarkMeasure.seconds { text = (try? await scenario.render(.ascii(width: width))) ?? "" })
                try? FileManager.default.removeItem(at: folder)
                record.append(
                    await BenchmarkMeasure.seconds { _ = await SnapshotRunner(store: store, mode: .all).run(catalog) })
                verify.append(
                    await BenchmarkMeasure.seconds {
                        let result = await SnapshotRunner(store: store, mode: .never).run(catalog)
                        if result.isFailure { print("unexpected failure:\n\(result.summary)") }
                    })
            }
            table.append([
                "\(width)", "\(text.utf8.count { $0 == 0x0A })", "\(text.utf8.count)",
                Self.describe(render), Self.describe(record), Self.describe(verify), Self.peakMemory(),
            ])
        }
        print(table.rendered())
        print("")
    }

    private static func describe(_ seconds: [Double]) -> String {
        let median = BenchmarkMeasure.median(seconds)
        return Duration.nanoseconds(Int64(median * 1e9)).benchmarkDescription
    }

    /// The process's peak resident memory so far (`ru_maxrss`: kilobytes on Linux, bytes on Darwin).
    private static func peakMemory() -> String {
        var usage = rusage()
        getrusage(0, &usage)
        #if canImport(Darwin)
            let megabytes = Double(usage.ru_maxrss) / 1_048_576
        #else
            let megabytes = Double(usage.ru_maxrss) / 1_024
        #endif
        return "\(Int(megabytes.rounded())) MB"
    }
}

/// A checkout screen: a title bar, an empty state pushed to the middle by spacers, a bordered total and a button at
/// the bottom — what grows with a screen's height and what spans its width.
private struct HostileSizeScreen: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Your cart is empty. Add something you like and come back — 中文 too.")
                Divider()
                Spacer()
                ContentUnavailableView("No orders", systemImage: "cart", description: Text("Orders show here."))
                Spacer()
                HStack {
                    Text("Total")
                    Spacer()
                    Text("$0.00").bold()
                }
                .padding()
                .border(Color.primary)
                Button("Continue shopping") {}
            }
            .navigationTitle("Checkout")
        }
    }
}
