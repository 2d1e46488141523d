import Convergence
import ConvergenceTestSupport
import Foundation
import Testing
import XCTest

/// `withSnapshotTesting(record:)` scopes the record mode to the work it runs: it wins over `SNAPSHOTS_RECORD` and `CI`,
/// and ends with the scope.
@Suite struct WithSnapshotTestingTests {
    @Test func theScopeWinsOverTheVariableAndCIAndEndsWithIt() async throws {
        let environment = ["SNAPSHOTS_RECORD": "never", "CI": "true"]
        let inside = try withSnapshotTesting(record: .failed) { try RecordMode.resolve(environment: environment) }
        #expect(inside == .failed)
        #expect(try RecordMode.resolve(environment: environment) == .never)
        let nested = try await withSnapshotTesting(record: .all) {
            try await withSnapshotTesting(record: .missing) {
                try await Task { try RecordMode.resolve(environment: environment) }.value
            }
        }
        #expect(nested == .missing, "the innermost scope wins, in child tasks too")
    }

    @Test @MainActor func anAssertionInsideRecordsAChangedRenderItWouldOtherwiseFail() async throws {
        let root = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = Scenario("stale", feature: "Probe", formats: .ascii) { Text("Rendered today") }
        let file = root.appendingPathComponent("Tests/ProbeTests.swift").path
        try await withSnapshotTesting(record: .failed) {
            try await assertSnapshot(of: scenario, filePath: file)
        }
        let recorded = try String(
            contentsOf: root.appendingPathComponent("__Snapshots__/Probe/stale.txt"), encoding: .utf8)
        #expect(recorded == "Rendered today\n")
    }
}

extension WithSnapshotTestingTests {
    @Test @MainActor func redactionsInTheScopeJoinTheScenariosOwnAndEndWithIt() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scoped-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let file = root.appendingPathComponent("Tests/ProbeTests.swift").path
        let scenario = Scenario("session", feature: "Probe", widths: [60], formats: .ascii) {
            VStack(alignment: .leading) {
                Text("Session \(UUID().uuidString)")
                Text("Started 2026-11-28T09:41:07Z")
            }
        }.redacting(.isoDates)
        try await withSnapshotTesting(record: .all, redacting: [.uuids]) {
            try await assertSnapshot(of: scenario, filePath: file)
        }
        let recorded = try String(
            contentsOf: root.appendingPathComponent("__Snapshots__/Probe/session.txt"), encoding: .utf8)
        #expect(recorded == "Session [UUID]\nStarted [DATE]\n")
        // Outside the scope the id is no longer redacted: the screen is nondeterministic again.
        let runner = try SnapshotRunner(packageContaining: file)
        let outside = await runner.run(scenario)
        #expect(outside.status == .nondeterministic, "\(outside.failureMessage ?? "")")
    }
}

/// The XCTest form: an `invokeTest()` override scopes every test of the case.
final class WithSnapshotTestingXCTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .all) { super.invokeTest() }
    }

    func testEveryTestOfTheCaseRunsInTheScope() throws {
        XCTAssertEqual(try RecordMode.resolve(environment: ["SNAPSHOTS_RECORD": "never"]), .all)
    }
}
