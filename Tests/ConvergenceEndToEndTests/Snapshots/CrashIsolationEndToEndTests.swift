import Foundation
import Testing

/// Crash isolation as a user meets it: a package whose scenarios trap, overflow the stack, loop forever and exit, among
/// good ones, run with the real `swift test` (Swift Testing and XCTest) and with its own `scenarios` command line.
/// Each bad scenario is named with its declaration and message, every good one is recorded and then verified, and the
/// run fails. One package for every kind, since building it takes a minute or two.
@Suite struct CrashIsolationEndToEndTests {
    /// Short enough for a test, long enough for a loaded machine's slowest honest render.
    static let environment = ["CONVERGENCE_RENDER_TIMEOUT": "3"]

    @Test(.timeLimit(.minutes(10)))
    func everyCrashKindIsNamedAndEveryGoodScenarioIsKept() async throws {
        let workspace = try EndToEndWorkspace()
        defer { workspace.remove() }
        try workspace.writeCrashingPackage()
        var build = try await workspace.swift("build", ["--build-tests"])
        if build.status != 0 {
            try await Task.sleep(for: .seconds(20))
            build = try await workspace.swift("build", ["--build-tests"])
        }
        try #require(build.status == 0, "the crashing package does not build:\n\(build.output)")

        // 1. Record: every bad scenario is named, in both test libraries; every good one is recorded.
        let record = try await workspace.swift("test", environment: Self.environment)
        #expect(record.status != 0, "swift test passed with crashing scenarios:\n\(record.output)")
        expectEveryCrashNamed(in: record, workspace: workspace, library: "Swift Testing")
        #expect(
            record.output.contains("CrashySnapshotTestCase.testEveryScenario : failed - Scenario Crashy/nilUnwrap"),
            "XCTest did not report the nil unwrap:\n\(record.output)")
        let expectedFiles = EndToEndWorkspace.goodScenarios.flatMap { ["Crashy/\($0).html", "Crashy/\($0).txt"] }
        #expect(workspace.snapshotFiles() == expectedFiles.sorted())

        // 2. Verify (CI: nothing is written): the good ones pass, the bad ones fail again, by name.
        let verify = try await workspace.swift("test", environment: Self.environment.merging(["CI": "1"]) { $1 })
        #expect(verify.status != 0)
        expectEveryCrashNamed(in: verify, workspace: workspace, library: "Swift Testing, verifying")
        for good in EndToEndWorkspace.goodScenarios {
            #expect(
                !verify.lines.contains { $0.contains("Crashy/\(good)") && $0.contains("✘") },
                "\(good) failed on verify:\n\(verify.output)")
        }

        // 3. The command line: the same names, and `crashed` / `timed out` in its JSON and JUnit results.
        let json = workspace.folder.appendingPathComponent("results.json")
        let junit = workspace.folder.appendingPathComponent("results.xml")
        let command = workspace.scratch.appendingPathComponent("debug/\(EndToEndWorkspace.crashingCommand)")
        let cli = try await workspace.run(
            command.path, ["verify", "--json", json.path, "--junit", junit.path], environment: Self.environment)
        #expect(cli.status == 1, "scenarios verify:\n\(cli.output)")
        expectEveryCrashNamed(in: cli, workspace: workspace, library: "the command line")
        #expect(cli.output.contains("Scenarios: 2 timed out, 6 crashed, 4 passed, 12 total"), "\(cli.output)")
        let results = try #require(workspace.text(at: json))
        #expect(results.contains(#""crashed" : 6"#) || results.contains(#""crashed":6"#), "\(results)")
        #expect(results.contains(#""timed out" : 2"#) || results.contains(#""timed out":2"#), "\(results)")
        let report = try #require(workspace.text(at: junit))
        #expect(report.contains(#"type="crashed""#))
        #expect(report.contains(#"type="timed out""#))
    }

    private func expectEveryCrashNamed(in run: EndToEndRun, workspace: EndToEndWorkspace, library: String) {
        for (name, says) in EndToEndWorkspace.crashingScenarios {
            let failure = run.lines.first { $0.contains("Scenario Crashy/\(name) ") && $0.contains(says) }
            #expect(failure != nil, "\(library): no failure of Crashy/\(name) saying \(says):\n\(run.output)")
            // Only the detached task's stop is on another thread than the views' (under an `async` main, the main
            // actor's thread is not the process's first).
            if name != "detachedTrap", let failure {
                #expect(!failure.contains("on another thread"), "\(library): \(failure)")
            }
            let line = workspace.crashingDeclarationLine(of: name) ?? -1
            #expect(
                run.output.contains("(declared at Crashy/CrashyScenarios.swift:\(line))"),
                "\(library): Crashy/\(name)'s declaration (line \(line)) is not named:\n\(run.output)")
        }
        for (name, text) in EndToEndWorkspace.crashingFrames {
            let line = workspace.crashingSourceLine(holding: text) ?? -1
            let start = run.lines.firstIndex { $0.contains("Scenario Crashy/\(name) ") } ?? run.lines.endIndex
            let named = run.lines[start...].prefix(4).contains {
                $0.contains("First frame in your code: ") && $0.contains("CrashyScenarios.swift:\(line))")
            }
            #expect(named, "\(library): Crashy/\(name)'s first frame (line \(line)) is not named:\n\(run.output)")
        }
    }
}
