import Convergence
import ConvergenceTestSupport
import ConvergenceTesting
import Foundation
import Testing

/// What the test binary leaves when it runs as a user's would: a failed check's texts in `--attachments-path`, and a
/// suite with the trait recording while the rest of the run (under `CI`) verifies. Each test runs this binary again
/// with a filter, as `swift test` would, and judges the child's output and files; the children's halves run only
/// when the parent asks for them.
@Suite struct AttachmentsAndScopeTests {
    /// Set in the child process to the package folder its checks use.
    static let childVariable = "CONVERGENCE_ATTACHMENTS_CHILD_PACKAGE"
    static var childPackage: String? { ProcessInfo.processInfo.environment[childVariable] }
    static var isChild: Bool { childPackage != nil }

    static func run(_ filter: String, package: URL, _ options: [String] = [], ci: Bool = false) throws
        -> CapturedProcess
    {
        let binary = try #require(BuiltProduct.testBinary)
        var environment = ProcessInfo.processInfo.environment
        environment[childVariable] = package.path
        environment["SNAPSHOTS_RECORD"] = nil
        environment["CI"] = ci ? "true" : nil
        return try CapturedProcess.run(
            binary, ["--testing-library", "swift-testing", "--filter", filter] + options, environment: environment,
            mergingErrors: true)
    }

    @Test(.requiring("a test binary that runs by itself (SwiftPM on Linux)", BuiltProduct.testBinary != nil))
    func aFailedCheckLeavesTheNewRenderTheRecordedOneAndTheDiffInTheAttachmentsFolder() throws {
        let package = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: package) }
        let attachments = package.appendingPathComponent("attachments")
        try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
        let run = try Self.run(
            "ChildChecks/aChangedRender", package: package, ["--attachments-path", attachments.path])
        #expect(run.status != 0, "\(run.standardOutput)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: attachments.path)
        func text(named name: String) throws -> String? {
            try saved.first { $0.hasSuffix(name) }.map {
                try String(contentsOf: attachments.appendingPathComponent($0), encoding: .utf8)
            }
        }
        #expect(try text(named: "Probe-stale.new.txt") == "Rendered today\n", "\(saved)\n\(run.standardOutput)")
        #expect(try text(named: "Probe-stale.recorded.txt") == "Recorded long ago\n", "\(saved)")
        let diff = try text(named: "Probe-stale.txt.diff")
        #expect(diff?.contains("-Recorded long ago") == true && diff?.contains("+Rendered today") == true, "\(saved)")
        #expect(saved.count == 3, "\(saved)")
    }

    @Test(.requiring("a test binary that runs by itself (SwiftPM on Linux)", BuiltProduct.testBinary != nil))
    func aSuiteWithTheTraitRecordsWhileTheRestOfTheRunVerifies() throws {
        let package = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try Self.run("ChildChecks|ChildRecordingSuite", package: package, ci: true)
        #expect(run.status != 0, "\(run.standardOutput)")
        let snapshots = package.appendingPathComponent("__Snapshots__/Probe")
        // Inside the trait: recorded, though CI is set.
        #expect(
            (try? String(contentsOf: snapshots.appendingPathComponent("recordedInside.txt"), encoding: .utf8))
                == "Inside the trait\n", "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Suite ChildRecordingSuite passed"), "\(run.standardOutput)")
        // Outside it: CI's mode, never; the missing snapshot fails and nothing is written.
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("missingOutside.txt").path))
        #expect(run.standardOutput.contains("no snapshot at __Snapshots__/Probe/missingOutside.txt"))
        #expect(run.standardOutput.contains("Test aMissingSnapshot() failed"), "\(run.standardOutput)")
    }
}

/// The children's checks: each fails on purpose, judged by the parent above.
@Suite(.enabled(if: AttachmentsAndScopeTests.isChild, "runs in a child process that AttachmentsAndScopeTests starts"))
struct ChildChecks {
    static var testFile: String { (AttachmentsAndScopeTests.childPackage ?? "/") + "/Tests/ProbeTests.swift" }

    @Test @MainActor func aChangedRender() async throws {
        let scenario = Scenario("stale", feature: "Probe", formats: .ascii) { Text("Rendered today") }
        try await assertSnapshot(of: scenario, filePath: Self.testFile)
    }

    @Test @MainActor func aMissingSnapshot() async throws {
        let scenario = Scenario("missingOutside", feature: "Probe", formats: .ascii) { Text("Outside the trait") }
        try await assertSnapshot(of: scenario, filePath: Self.testFile)
    }
}

@Suite(
    .enabled(if: AttachmentsAndScopeTests.isChild, "runs in a child process that AttachmentsAndScopeTests starts"),
    .snapshots(record: .missing))
struct ChildRecordingSuite {
    @Test @MainActor func recordsInsideTheTrait() async throws {
        let scenario = Scenario("recordedInside", feature: "Probe", formats: .ascii) { Text("Inside the trait") }
        try await assertSnapshot(of: scenario, filePath: ChildChecks.testFile)
    }
}
