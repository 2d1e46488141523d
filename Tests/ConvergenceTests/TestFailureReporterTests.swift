import Convergence
import ConvergenceTestSupport
import Foundation
import Testing

/// A failed assertion reaches Swift Testing as an issue of the running test, pointing at the scenario's declaration,
/// although the library links no test framework and finds Swift Testing at run time.
@Suite struct TestFailureReporterTests {
    @Test @MainActor func aMismatchIsAnIssueAtTheScenarioDeclaration() async throws {
        let root = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = Scenario("stale", feature: "Probe", formats: .ascii) { Text("Rendered today") }
        let declaration = scenario.source
        try await withKnownIssue {
            try await assertSnapshot(of: scenario, filePath: root.appendingPathComponent("Tests/ProbeTests.swift").path)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("-Recorded long ago") && text.contains("+Rendered today")
                && text.contains("__Snapshots__/Probe/stale.txt") && issue.sourceLocation?.line == declaration.line
                && issue.sourceLocation?.fileID == declaration.fileID
        }
    }

    @Test func obsoleteFilesAreAnIssueAtTheCall() throws {
        let root = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let line = #line + 2
        try withKnownIssue {
            try assertNoObsoleteSnapshots(
                in: ScenarioCatalog([]), filePath: root.appendingPathComponent("T.swift").path)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Probe/stale.txt") && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
        }
    }

    /// Was: `swift test` never removed the temporary file a killed run left mid-write (only the command line did).
    @Test func theObsoleteCheckRemovesTemporaryFilesOfEndedWriters() throws {
        let root = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("Recorded long ago\n".utf8).write(to: root.appendingPathComponent("__Snapshots__/Probe/stale.txt"))
        let stray = root.appendingPathComponent("__Snapshots__/Probe/.stale.txt.\(endedProcessIdentifier()).k3j9x.tmp")
        let live = root.appendingPathComponent("__Snapshots__/Probe/.stale.txt.\(getpid()).q8w2e.tmp")
        try Data("half".utf8).write(to: stray)
        try Data("being written".utf8).write(to: live)
        let scenario = Scenario("stale", feature: "Probe", formats: .ascii) { Text("Recorded long ago") }
        try assertNoObsoleteSnapshots(
            in: ScenarioCatalog(scenarios: [scenario]), filePath: root.appendingPathComponent("T.swift").path)
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(FileManager.default.fileExists(atPath: live.path), "a running writer's file stays")
    }

    @Test @MainActor func aMatchRecordsNothing() async throws {
        let root = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("Recorded long ago\n".utf8).write(to: root.appendingPathComponent("__Snapshots__/Probe/stale.txt"))
        let scenario = Scenario("stale", feature: "Probe", formats: .ascii) { Text("Recorded long ago") }
        try await assertSnapshot(of: scenario, filePath: root.appendingPathComponent("Tests/ProbeTests.swift").path)
    }
}
