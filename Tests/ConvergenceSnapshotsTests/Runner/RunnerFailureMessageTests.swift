import Convergence
import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation
import Testing

/// What a failing scenario tells the developer: the scenario, the file, a diff that applies, and the next command.
/// The diffs are applied here by `UnifiedPatchApplier`, a strict reader in this process; `RunnerFailurePatchTests`
/// applies them with GNU `patch`.
@Suite struct RunnerFailureMessageTests {
    @MainActor static func menu(_ dishes: [String], name: String = "menu") -> Scenario {
        Scenario(name, feature: "Cafe") {
            VStack(alignment: .leading) {
                ForEach(dishes, id: \.self) { Text($0) }
            }
        }
    }

    static let before = [
        "Soup", "Bread", "Salad", "Cheese", "Olives", "Apples", "Tea", "Cake", "Coffee", "Water", "Wine",
    ]
    static let after = [
        "Soup", "Bread", "Salad", "Cheese", "Olives", "Pears", "Tea", "Cake", "Coffee", "Water", "Juice",
    ]

    @Test @MainActor func changedFileNamesScenarioPathDiffAndAcceptCommand() async throws {
        try await RunnerTestFolder.with { folder in
            #expect(await folder.runner(.missing).run(Self.menu(Self.before)).status == .recorded)
            let result = await folder.runner(.missing).run(Self.menu(Self.after))
            #expect(result.status == .changed)
            let message = try #require(result.failureMessage)

            #expect(message.contains("Cafe/menu"))
            #expect(message.contains("__Snapshots__/Cafe/menu.txt"))
            #expect(message.contains("__Snapshots__/Cafe/menu.html"))
            #expect(message.contains("__Snapshots__/Cafe/menu.txt.new"))
            #expect(message.contains("--- __Snapshots__/Cafe/menu.txt\n+++ __Snapshots__/Cafe/menu.txt.new\n"))
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.contains("-Apples"))
            #expect(lines.contains("+Pears"))
            #expect(lines.contains("-Wine"))
            #expect(lines.contains("+Juice"))
            #expect(lines.contains { $0.hasPrefix("@@ -") && $0.hasSuffix(" @@") })
            #expect(message.contains("SNAPSHOTS_RECORD=failed swift test"))
            #expect(!message.contains("SNAPSHOTS_RECORD=missing swift test"))
            #expect(message.contains("RunnerFailureMessageTests.swift"), "names where the scenario is declared")
            #expect(result.source.fileID.hasSuffix("RunnerFailureMessageTests.swift"))
        }
    }

    @Test @MainActor func diffsInTheMessageApply() async throws {
        try await RunnerTestFolder.with { folder in
            #expect(await folder.runner(.missing).run(Self.menu(Self.before)).status == .recorded)
            let result = await folder.runner(.missing).run(Self.menu(Self.after))
            let message = try #require(result.failureMessage)
            let diffs = RunnerPatch.diffs(in: message)
            #expect(diffs.map(\.oldName) == ["__Snapshots__/Cafe/menu.txt", "__Snapshots__/Cafe/menu.html"])
            for (oldName, patch) in diffs {
                let relative = String(oldName.dropFirst("__Snapshots__/".count))
                let recorded = try #require(folder.text(at: relative))
                let pending = try #require(folder.text(at: relative + ".new"))
                #expect(try UnifiedPatchApplier.apply(patch, to: recorded) == pending, "\(relative)")
                let format: RenderFormat = relative.hasSuffix(".txt") ? .ascii(width: 40) : .html
                #expect(pending == (try await Self.menu(Self.after).render(format)))
            }
        }
    }

    /// A recorded file without its final newline (an editor trimmed it): the message notes it, and its diff
    /// (with `\ No newline at end of file`) still applies.
    @Test @MainActor func diffAgainstAFileWithoutFinalNewlineApplies() async throws {
        try await RunnerTestFolder.with { folder in
            let render = try await Self.menu(Self.before).render(.ascii(width: 40))
            try folder.put(String(render.dropLast()), at: "Cafe/menu.txt")
            let result = await folder.runner(.never).run(
                Scenario("menu", feature: "Cafe", formats: .ascii) {
                    VStack(alignment: .leading) { ForEach(Self.before, id: \.self) { Text($0) } }
                })
            #expect(result.status == .changed)
            let message = try #require(result.failureMessage)
            #expect(message.contains(#"\ No newline at end of file"#))
            let diffs = RunnerPatch.diffs(in: message)
            #expect(diffs.count == 1)
            let patch = try #require(diffs.first?.patch)
            #expect(try UnifiedPatchApplier.apply(patch, to: String(render.dropLast())) == render)
        }
    }

    /// Trailing spaces cannot be seen in a diff: the message says what differs, and the patch still applies.
    @Test @MainActor func invisibleDifferencesAreExplainedAndThePatchStillApplies() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("menu", feature: "Cafe", formats: .ascii) { Text("Soup") }
            try folder.put("Soup  \n", at: "Cafe/menu.txt")
            let result = await folder.runner(.missing).run(scenario)
            let message = try #require(result.failureMessage)
            #expect(message.contains("only trailing whitespace differs"))
            #expect(message.contains("Soup··"))
            let patch = try #require(RunnerPatch.diffs(in: message).first?.patch)
            #expect(try UnifiedPatchApplier.apply(patch, to: "Soup  \n") == "Soup\n")
        }
    }

    /// A change longer than the message's 200-line limit: DESIGN.md says "the hunks a failure prints apply with
    /// `patch`", but `TextDiff.annotated` cuts the one big hunk in the middle (150 `-` lines, 49 `+` lines, then
    /// "… 101 more lines in 1 hunk not shown"), which `patch` rejects as a malformed patch and which reads as if
    /// most lines were deleted.
    @Test @MainActor func longDiffInTheMessageStillApplies() async throws {
        try await RunnerTestFolder.with { folder in
            func lines(_ prefix: String) -> Scenario {
                Scenario("long", feature: "Cafe", formats: .ascii) {
                    VStack(alignment: .leading) {
                        ForEach((0..<150).map { "\(prefix) \($0)" }, id: \.self) { Text($0) }
                    }
                }
            }
            #expect(await folder.runner(.missing).run(lines("line")).status == .recorded)
            let result = await folder.runner(.missing).run(lines("LINE"))
            let message = try #require(result.failureMessage)
            #expect(message.contains("SNAPSHOTS_RECORD=failed swift test"))
            let patch = try #require(RunnerPatch.diffs(in: message).first?.patch)
            let recorded = try #require(folder.text(at: "Cafe/long.txt"))
            let pending = try #require(folder.text(at: "Cafe/long.txt.new"))
            let patched = Result { try UnifiedPatchApplier.apply(patch, to: recorded) }
            #expect((try? patched.get()) == pending, "\(patched)")
        }
    }

    @Test @MainActor func hugeDiffIsCutWithACountAndTheCommandShowingAllOfIt() async throws {
        try await RunnerTestFolder.with { folder in
            func lines(_ prefix: String) -> Scenario {
                Scenario("huge", feature: "Cafe", formats: .ascii) {
                    VStack(alignment: .leading) {
                        ForEach((0..<700).map { "\(prefix) \($0)" }, id: \.self) { Text($0) }
                    }
                }
            }
            #expect(await folder.runner(.missing).run(lines("line")).status == .recorded)
            let message = try #require(await folder.runner(.missing).run(lines("LINE")).failureMessage)
            #expect(message.contains("not shown"))
            #expect(
                message.contains("The whole diff: diff -u __Snapshots__/Cafe/huge.txt __Snapshots__/Cafe/huge.txt.new"))
            #expect(message.split(separator: "\n").count < 1_100)
        }
    }

    @Test @MainActor func missingInNeverNamesTheRecordCommand() async throws {
        try await RunnerTestFolder.with { folder in
            let result = await folder.runner(.never).run(Self.menu(Self.before))
            #expect(result.status == .missing)
            let message = try #require(result.failureMessage)
            #expect(message.contains("Cafe/menu"))
            #expect(message.contains("__Snapshots__/Cafe/menu.txt"))
            #expect(message.contains("__Snapshots__/Cafe/menu.txt.new"))
            #expect(message.contains("never"))
            #expect(message.contains("SNAPSHOTS_RECORD=missing swift test"))
            #expect(!message.contains("SNAPSHOTS_RECORD=failed swift test"))
            #expect(!message.contains("@@"), "nothing to diff against")
            #expect(folder.text(at: "Cafe/menu.txt") == nil)
            #expect(
                folder.text(at: "Cafe/menu.txt.new") == (try await Self.menu(Self.before).render(.ascii(width: 40))))
        }
    }

    @Test @MainActor func passingScenariosHaveNoMessage() async throws {
        try await RunnerTestFolder.with { folder in
            for mode in RecordMode.allCases.filter({ $0 != .never }) {
                #expect(await folder.runner(mode).run(Self.menu(Self.before)).failureMessage == nil)
            }
            #expect(await folder.runner(.never).run(Self.menu(Self.before)).failureMessage == nil)
            // Updated files pass, but keep their diff for reports.
            let updated = await folder.runner(.failed).run(Self.menu(Self.after))
            #expect(updated.status == .updated)
            #expect(updated.failureMessage == nil)
            #expect(updated.files.allSatisfy { $0.diff != nil })
        }
    }

    /// A missing snapshot in `never` says where `never` came from, and offers the step that records it there:
    /// `SNAPSHOTS_RECORD=never` is not CI's default, and neither the variable nor `CI` changes a scope's mode, a
    /// runner's or a command line's.
    @Test(arguments: [
        (RecordModeSource.variable, ["(SNAPSHOTS_RECORD=never)", "SNAPSHOTS_RECORD=missing swift test"], ["CI"]),
        (.continuousIntegration, ["the default when CI is set", "SNAPSHOTS_RECORD=missing swift test"], []),
        (
            .scope,
            [
                "set by withSnapshotTesting(record:) or a .snapshots(record:) trait", "set record: .missing in the",
                "SNAPSHOTS_RECORD does not override it",
            ], ["CI"]
        ),
        (
            .runner, ["this SnapshotRunner's mode is never", "a SnapshotRunner made with mode: .missing"],
            ["CI", "SNAPSHOTS_RECORD"]
        ),
        (
            .command(program: "scenarios"), ["verify never records", "commit the file: scenarios record"],
            ["CI", "swift test"]
        ),
    ])
    @MainActor func missingNamesWhereNeverCameFrom(
        source: RecordModeSource, says: [String], doesNotSay: [String]
    ) async throws {
        try await RunnerTestFolder.with { folder in
            let result = await folder.runner(.never, from: source).run(Self.menu(Self.before))
            #expect(result.status == .missing)
            let message = try #require(result.failureMessage)
            for phrase in says { #expect(message.contains(phrase), "\(phrase) in:\n\(message)") }
            for phrase in doesNotSay { #expect(!message.contains(phrase), "\(phrase) in:\n\(message)") }
        }
    }

    /// A changed snapshot offers the step that accepts it where the mode came from.
    @Test(arguments: [
        (RecordModeSource.workstation, "accept it: SNAPSHOTS_RECORD=failed swift test"),
        (.scope, "accept it: set record: .failed in the withSnapshotTesting(record:) or .snapshots(record:)"),
        (.runner, "accept it: run a SnapshotRunner made with mode: .failed"),
        (
            .command(program: "scenarios"),
            "accept it: scenarios record --mode failed (or walk the .new files with scenarios review)"
        ),
    ])
    @MainActor func changedOffersTheAcceptStepWhereTheModeCameFrom(source: RecordModeSource, says: String) async throws
    {
        try await RunnerTestFolder.with { folder in
            #expect(await folder.runner(.missing).run(Self.menu(Self.before)).status == .recorded)
            let result = await folder.runner(.missing, from: source).run(Self.menu(Self.after))
            #expect(result.status == .changed)
            let message = try #require(result.failureMessage)
            #expect(message.contains(says), "\(message)")
        }
    }

    /// A runner made from the environment carries the environment's source into its messages.
    @Test @MainActor func aRunnerFromTheEnvironmentNamesTheVariable() async throws {
        try await RunnerTestFolder.with { folder in
            let packageFile = folder.url.appendingPathComponent("Package.swift")
            try Data("// swift-tools-version:6.0\n".utf8).write(to: packageFile)
            let testFile = folder.url.appendingPathComponent("Tests/T/T.swift").path
            let runner = try SnapshotRunner(packageContaining: testFile, environment: ["SNAPSHOTS_RECORD": "never"])
            #expect(runner.modeSource == .variable)
            let message = try #require(await runner.run(Self.menu(Self.before)).failureMessage)
            #expect(message.contains("(SNAPSHOTS_RECORD=never)"), "\(message)")
            #expect(!message.contains("CI"), "\(message)")
        }
    }

}
