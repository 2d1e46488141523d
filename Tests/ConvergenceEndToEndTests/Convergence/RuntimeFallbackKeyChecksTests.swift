import Convergence
import ConvergenceTestSupport
import Foundation
import Testing

@testable import ConvergenceRuntime

/// The suite's key checks with each runtime mechanism's fallback forced: the test binary runs
/// ``RuntimeFallbackKeyChecks`` again in a child process with `CONVERGENCE_FORCE_FALLBACK` set to each name (and to
/// none, and to `all`), and each check asserts the behaviour the Runtime mechanisms article documents for whichever
/// fallback is forced there. The children run one at a time: eight test processes at once would crowd the others.
@Suite(.serialized) struct RuntimeFallbackKeyChecksTests {
    /// Set in the child process; the key checks run only then.
    static let childVariable = "CONVERGENCE_FALLBACK_KEY_CHECKS_CHILD"
    static var isChild: Bool { ProcessInfo.processInfo.environment[childVariable] == "1" }

    /// Every fallback alone, none, and all together.
    static let settings = [""] + RuntimeFallback.allCases.map(\.rawValue) + ["all"]

    @Test(
        .requiring("a test binary that runs by itself (SwiftPM on Linux)", BuiltProduct.testBinary != nil),
        arguments: settings)
    func keyChecksHoldWithTheFallbackForced(_ forced: String) throws {
        let binary = try #require(BuiltProduct.testBinary)
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = "1"
        environment[RuntimeFallback.environmentVariable] = forced
        // The child's own crash isolation must not restart it: a check that stops the child fails here.
        environment["CONVERGENCE_MAX_RESTARTS"] = "0"
        let run = try CapturedProcess.run(
            binary, ["--testing-library", "swift-testing", "--filter", "RuntimeFallbackKeyChecks/"],
            environment: environment, mergingErrors: true)
        #expect(run.status == 0, "CONVERGENCE_FORCE_FALLBACK=\(forced):\n\(run.standardOutput)")
        let checks = RuntimeFallbackKeyChecks.count
        #expect(
            run.standardOutput.contains("Test run with \(checks) tests") && run.standardOutput.contains("passed")
                && !run.standardOutput.contains("skipped"),
            "CONVERGENCE_FORCE_FALLBACK=\(forced):\n\(run.standardOutput)")
    }
}

/// One check per mechanism, each asserting the mechanism's behaviour, or its fallback's when forced. They run only in
/// the child processes of ``RuntimeFallbackKeyChecksTests``.
@Suite(.enabled(if: RuntimeFallbackKeyChecksTests.isChild))
struct RuntimeFallbackKeyChecks {
    /// How many checks the suite holds, which each child must report.
    static let count = 7

    /// Test-library lookups: a changed render is an issue of the running test, or, forced off, a thrown failure.
    @Test @MainActor func aChangedRenderFails() async throws {
        let root = try ProbePackage.withStaleSnapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = Scenario("stale", feature: "Probe", formats: .ascii) { Text("Rendered today") }
        let assert = { try await assertSnapshot(of: scenario, filePath: root.appendingPathComponent("T.swift").path) }
        if RuntimeFallback.testLibrary.isForced {
            let failure = await #expect(throws: SnapshotAssertionFailure.self) { try await assert() }
            #expect(failure?.message.contains("+Rendered today") == true)
        } else {
            try await withKnownIssue {
                try await assert()
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("+Rendered today")
            }
        }
    }

    /// Metadata-section scan: previews are found, or one scenario fails saying why none can be.
    @Test @MainActor func previewsAreFoundOrTheCatalogSaysWhyNot() async throws {
        let previews = ScenarioCatalog.previews(in: "SwiftUICorpus").all
        guard RuntimeFallback.metadataScan.isForced else {
            #expect(previews.count > 10)
            return
        }
        let only = try #require(previews.count == 1 ? previews.first : nil, "\(previews.map(\.id))")
        #expect(only.id == "Previews/unavailable")
        let error = await #expect(throws: ScenarioError.self) { try await only.render(.ascii(width: 40)) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("forces the metadata-scan fallback"))
    }

    /// Stack switching: a tree deeper than the main thread's stack renders on a new stack, or fails its own scenario.
    @Test @MainActor func aDeepTreeRendersOrFailsAlone() async throws {
        let scenario = Scenario("outline", feature: "Deep") { FallbackOutline(depth: 10_000) }
        #if canImport(Glibc)
            if !RuntimeFallback.stackSwitching.isForced {
                #expect(try await scenario.render(.ascii(width: 40)).contains("leaf"))
                return
            }
        #endif
        let error = await #expect(throws: ScenarioError.self) { try await scenario.render(.ascii(width: 40)) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("nested too deep"))
        #expect(try await Scenario("shallow") { FallbackOutline(depth: 3) }.render(.ascii(width: 40)).contains("leaf"))
    }

    /// `UserDefaults` sandbox: what a render writes to the standard store stays with it, by either way of watching.
    @Test @MainActor func aRendersDefaultsStayWithIt() async throws {
        let key = "convergence.fallback.\(UUID().uuidString)"
        let scenario = Scenario("writer", feature: "Defaults") { () -> Text in
            UserDefaults.standard.set("written", forKey: key)
            return Text(UserDefaults.standard.string(forKey: key) ?? "none")
        }
        #expect(try await scenario.render(.ascii(width: 20)).contains("written"))
        #expect(UserDefaults.standard.object(forKey: key) == nil)
        #if !canImport(Darwin)
            let expected: StandardDefaultsSandbox.Watching =
                RuntimeFallback.defaultsSandbox.isForced ? .wholeStore : .writes
            #expect(StandardDefaultsSandbox.Watching.preferred == expected)
        #endif
    }

    /// Fork probe: work that stops the program is found in a child, or, forced off, nothing is probed.
    @Test @MainActor func stoppingWorkIsProbedOrNot() {
        let stopped = StoppingWorkProbe.stoppingUnits { unit in
            unit("fine") {}
            unit("stops") { fatalError("the probe's stop") }
        }
        #if canImport(Glibc)
            if !RuntimeFallback.forkProbe.isForced {
                #expect(stopped.keys.sorted() == ["stops"])
                #expect(stopped["stops"]?.contains("the probe's stop") == true)
                return
            }
        #endif
        #expect(stopped.isEmpty)
    }

    /// Stopped frames: an address of this function is named as its file and line again, or, forced off, not at all.
    @Test func aRecordedFrameIsNamedOrNot() {
        let line = #line + 1
        let named = StoppedFrames.firstInUserCode(StoppedFrames.currentField())
        #if os(Linux) && canImport(Runtime)
            if RuntimeFallback.stoppedFrames.isForced {
                #expect(named == nil)
            } else {
                #expect(named?.hasSuffix("RuntimeFallbackKeyChecksTests.swift:\(line))") == true, "\(named ?? "none")")
            }
        #else
            #expect(named == nil)
        #endif
    }

    /// Crash isolation: the handlers are installed by a guarded render, or, forced off, never.
    @Test @MainActor func crashIsolationIsInstalledOrNot() async throws {
        _ = try await Scenario("plain", feature: "Isolation") { Text("plain") }.render(.ascii(width: 20))
        #if os(Linux)
            #expect(CrashGuard.isInstalled == !RuntimeFallback.crashIsolation.isForced)
        #else
            #expect(!CrashGuard.isInstalled)
        #endif
    }
}

/// An outline that nests itself `depth` times.
private struct FallbackOutline: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else {
            VStack(alignment: .leading) {
                Text("level \(depth)")
                FallbackOutline(depth: depth - 1)
            }
        }
    }
}
