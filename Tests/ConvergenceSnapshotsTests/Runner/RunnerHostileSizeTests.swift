import Convergence
import ConvergenceSnapshots
import Foundation
import Testing

/// A screen at the widths a hostile caller asks for, 1 and 10,000 columns (a phone screen of 10,000 columns is 10,750
/// rows tall): the render is well formed and its size follows its content, and recording then verifying it passes.
/// How long it takes is measured by `convergence-benchmarks --only sizes`, not here.
@Suite struct RunnerHostileSizeTests {
    static let widths = [10_000, 1]

    @MainActor static func scenario() -> Scenario {
        Scenario("hostile", feature: "Sizes", widths: widths, formats: .ascii) { HostileSizeScreen() }
    }

    @Test(arguments: widths) @MainActor func theRenderIsWellFormedAtAnyWidth(width: Int) async throws {
        let text = try await Self.scenario().render(.ascii(width: width))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(text.hasSuffix("\n"))
        #expect(lines.allSatisfy { $0.count <= width && $0.last != " " })
        #expect(lines.contains { $0.contains("Checkout") || $0 == "C" }, "the title is drawn")
        // The screen's rows (blank ones are one byte each), plus the few rows that span the width.
        let rows = ScenarioLayout.phoneRows(forWidth: width)
        #expect(lines.count <= max(rows, 400), "\(lines.count) lines")
        #expect(text.utf8.count <= rows + 12 * width + 4_000, "\(text.utf8.count) bytes")
    }

    @Test @MainActor func recordingThenVerifyingPassesAtEveryWidth() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("convergence-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = ScenarioCatalog(scenarios: [Self.scenario()])
        let store = SnapshotStore(root: folder)
        let recorded = await SnapshotRunner(store: store, mode: .all).run(catalog)
        #expect(!recorded.isFailure, "\(recorded.summary)")
        let verified = await SnapshotRunner(store: store, mode: .never).run(catalog)
        #expect(!verified.isFailure, "\(verified.summary)")
        #expect(verified.scenarios.first?.files.count == 2)
    }
}

/// A checkout screen: a title bar, a list, an empty state pushed to the middle and a bar at the bottom.
private struct HostileSizeScreen: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Your cart is empty. Add something you like and come back.")
                Divider()
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
