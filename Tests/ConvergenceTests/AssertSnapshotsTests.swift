import Convergence
import ConvergenceTestSupport
import Foundation
import Testing

/// `assertSnapshots(of:in:)` checks many scenarios in one call and reports each failure on its own, at the failing
/// scenario's declaration, recording and verifying by the same modes as single assertions.
@MainActor @Suite struct AssertSnapshotsTests {
    @Test func eachFailingScenarioIsReportedAtItsDeclarationAndTheOthersPass() async throws {
        let root = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let testFile = root.appendingPathComponent("Tests/ProbeTests.swift").path
        let fresh = (0..<3).map { index in
            Scenario("fresh\(index)", feature: "Probe", formats: .ascii) { Text("Fresh \(index)") }
        }
        let stale = Scenario("stale", feature: "Probe", formats: .ascii) { Text("Rendered today") }
        try await withSnapshotTesting(record: .missing) {
            try await withKnownIssue {
                try await assertSnapshots(of: fresh + [stale], filePath: testFile)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined(separator: "\n")
                return text.contains("-Recorded long ago") && text.contains("+Rendered today")
                    && issue.sourceLocation?.line == stale.source.line
            }
        }
        for index in 0..<3 {
            let recorded = root.appendingPathComponent("__Snapshots__/Probe/fresh\(index).txt")
            #expect(try String(contentsOf: recorded, encoding: .utf8) == "Fresh \(index)\n")
        }
        // Verified again under CI: every scenario but the stale one passes, and only it is reported (an issue the
        // matcher refuses fails this test).
        try await withSnapshotTesting(record: .never) {
            try await withKnownIssue {
                try await assertSnapshots(of: fresh + [stale], filePath: testFile)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("Probe/stale")
            }
        }
    }

    @Test func twoScenariosWithOneIdAreReported() async throws {
        let root = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let twins = (0..<2).map { _ in Scenario("twin", feature: "Probe", formats: .ascii) { Text("Twin") } }
        try await withKnownIssue {
            try await assertSnapshots(
                of: twins, filePath: root.appendingPathComponent("Tests/ProbeTests.swift").path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Probe/twin")
        }
    }
}
