import Convergence
import ConvergenceTestSupport
import Foundation
import Testing

/// With the test-library lookups forced off (as on a toolchain whose symbols differ), a changed render still fails its
/// test: the assertion throws it, in Swift Testing and in XCTest. The test binary runs the failing test again in a
/// child process with `CONVERGENCE_FORCE_FALLBACK=test-library`, and the child's outcome is judged here.
@Suite struct SnapshotAssertionFailureTests {
    /// Set in the child process; the child's half of each test runs only then.
    static let childVariable = "CONVERGENCE_UNRECORDED_FAILURE_CHILD"
    static var isChild: Bool { ProcessInfo.processInfo.environment[childVariable] == "1" }

    /// Asserts a render that differs from its recorded snapshot.
    @MainActor static func assertChangedRender() async throws {
        let root = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = Scenario("stale", feature: "Probe", formats: .ascii) { Text("Rendered today") }
        try await assertSnapshot(of: scenario, filePath: root.appendingPathComponent("Tests/ProbeTests.swift").path)
    }

    @Test @MainActor func childAssertsAChangedRender() async throws {
        guard Self.isChild else { return }
        try await Self.assertChangedRender()
    }

    @Test(
        .requiring("a test binary that runs by itself (SwiftPM on Linux)", BuiltProduct.testBinary != nil))
    func aChangedRenderFailsItsSwiftTestingTestWithTheLookupsOff() throws {
        let run = try Self.runChild(["--testing-library", "swift-testing", "--filter", "childAssertsAChangedRender"])
        #expect(run.status != 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Caught error"), "\(run.standardOutput)")
        Self.expectWholeMessage(in: run.standardOutput)
    }

    @Test(
        .requiring("a test binary that runs by itself (SwiftPM on Linux)", BuiltProduct.testBinary != nil))
    func aChangedRenderFailsItsXCTestCaseWithTheLookupsOff() throws {
        let run = try Self.runChild([
            "ConvergenceEndToEndTests.SnapshotAssertionFailureXCTests/testChildAssertsAChangedRender"
        ])
        #expect(run.status != 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Executed 1 test, with 1 failure"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("threw error"), "\(run.standardOutput)")
        Self.expectWholeMessage(in: run.standardOutput)
    }

    static func expectWholeMessage(in output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for part in [
            "-Recorded long ago", "+Rendered today", "__Snapshots__/Probe/stale.txt", "SNAPSHOTS_RECORD=failed",
        ] {
            #expect(output.contains(part), "\(part) in \(output)", sourceLocation: sourceLocation)
        }
    }

    static func runChild(_ arguments: [String]) throws -> CapturedProcess {
        let binary = try #require(BuiltProduct.testBinary)
        var environment = ProcessInfo.processInfo.environment
        environment[childVariable] = "1"
        environment["CONVERGENCE_FORCE_FALLBACK"] = "test-library"
        return try CapturedProcess.run(binary, arguments, environment: environment, mergingErrors: true)
    }
}
