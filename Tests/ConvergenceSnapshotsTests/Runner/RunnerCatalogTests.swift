import Convergence
import ConvergenceSnapshots
import Foundation
import Testing

/// Whole-catalog runs: the summary, obsolete files, collisions, and parallel runs that equal serial ones.
@Suite struct RunnerCatalogTests {
    @MainActor static func small(extra: [Scenario] = []) -> ScenarioCatalog {
        ScenarioCatalog(
            scenarios: [
                Scenario("loaded", feature: "Items") { RunnerItemsView(state: RunnerItemScenarios.loaded()) },
                Scenario("empty", feature: "Items") { RunnerItemsView(state: RunnerItemScenarios.make(.success([]))) },
                Scenario("error", feature: "Items") { RunnerItemsView(state: RunnerItemScenarios.make(.failure)) },
            ] + extra)
    }

    /// `loaded` recorded and equal, `error` with a changed text file, `empty` not recorded yet; obsolete files
    /// beside them.
    @MainActor static func prepare(_ folder: RunnerTestFolder) async throws {
        let scenarios = small().all
        try folder.put(try await scenarios[0].render(.ascii(width: 40)), at: "Items/loaded.txt")
        try folder.put(try await scenarios[0].render(.html), at: "Items/loaded.html")
        try folder.put("stale\n", at: "Items/loaded.txt.new")
        try folder.put("Something else went wrong\n", at: "Items/error.txt")
        try folder.put(try await scenarios[2].render(.html), at: "Items/error.html")
        try folder.put("gone\n", at: "Items/removed.txt")
        try folder.put("gone\n", at: "Items/removed.txt.new")
        try folder.put("stray\n", at: "Items/loaded.w80.txt.new")
        try folder.put("old\n", at: "Old/screen.html")
    }

    static let obsolete = [
        "Items/loaded.w80.txt.new", "Items/removed.txt", "Items/removed.txt.new", "Old/screen.html",
    ]

    @Test(.timeLimit(.minutes(2))) @MainActor
    func aChosenSetOfScenariosRunsInBatchesAndReportsInTheOrderGiven() async throws {
        try await RunnerTestFolder.with { folder in
            try await Self.prepare(folder)
            let catalog = Self.small()
            var runner = folder.runner(.never)
            runner.concurrency = 2
            let chosen = [catalog.all[2], catalog.all[0], catalog.all[1]]
            var seen: [String] = []
            let results = await runner.run(chosen, in: catalog) { seen.append($0.scenarioID) }
            #expect(results.map(\.scenarioID) == ["Items/error", "Items/loaded", "Items/empty"])
            #expect(seen == results.map(\.scenarioID), "each result is reported once, in the order given")
            #expect(results.map(\.status) == [.changed, .passed, .missing])
            #expect(await runner.run([], in: catalog).isEmpty)
            runner.concurrency = 0
            let unbatched = await runner.run(chosen, in: catalog)
            #expect(unbatched.map(\.scenarioID) == results.map(\.scenarioID), "a width below one still runs one")
        }
    }

    @Test(.timeLimit(.minutes(2))) @MainActor
    func aCancelledRunStartsNoMoreScenariosAndFinishesThoseInFlight() async throws {
        try await RunnerTestFolder.with { folder in
            let scenarios = (0..<200).map { index in
                Scenario("screen-\(index)", feature: "Many") { Text("Screen \(index)") }
            }
            let catalog = ScenarioCatalog(scenarios: scenarios)
            var runner = folder.runner(.missing)
            runner.concurrency = 2
            let run = Task { @MainActor in
                await runner.run(scenarios, in: catalog) { result in
                    // Cancelled as the first result comes in, as SIGINT would.
                    if result.scenarioID == "Many/screen-0" { withUnsafeCurrentTask { $0?.cancel() } }
                }
            }
            let results = await run.value
            #expect(!results.isEmpty && results.count < 20, "\(results.count) scenarios ran after the cancel")
            #expect(results.map(\.scenarioID) == scenarios.prefix(results.count).map(\.id))
            #expect(results.allSatisfy { $0.status == .recorded })
            let files = folder.filesOnDisk()
            #expect(files.count == results.count * 2, "no file of a scenario that was not started")
            for result in results {
                let name = result.scenarioID.replacingOccurrences(of: "Many/", with: "")
                #expect(files["Many/\(name).txt"]?.hasPrefix("Screen ") == true, "whole files are written")
            }
        }
    }

    @Test @MainActor func summaryOfAMissingModeRun() async throws {
        try await RunnerTestFolder.with { folder in
            try await Self.prepare(folder)
            let unsettled = Scenario("slow", feature: "Items", settleTimeout: .milliseconds(300)) {
                RunnerItemsView(state: RunnerItemScenarios.slow())
            }
            let failing = Scenario("retry", feature: "Items", steps: [.tap("Nope")]) {
                RunnerItemsView(state: RunnerItemScenarios.make(.failure))
            }
            let result = await folder.runner(.missing).run(Self.small(extra: [unsettled, failing]))
            #expect(
                result.scenarios.map(\.scenarioID) == [
                    "Items/loaded", "Items/empty", "Items/error", "Items/slow", "Items/retry",
                ])
            #expect(result.scenarios.map(\.status) == [.passed, .recorded, .changed, .unsettled, .failed])
            #expect(
                result.summary == """
                    Scenarios: 1 failed, 1 unsettled, 1 changed, 1 recorded, 1 passed, 5 total
                    Snapshots: 1 changed, 2 written, 3 passed, 6 total
                    Obsolete:  4 (Items/loaded.w80.txt.new, Items/removed.txt, Items/removed.txt.new, Old/screen.html)
                    """)
            #expect(result.obsolete == Self.obsolete)
            #expect(result.problems.isEmpty)
            #expect(result.isFailure)
            #expect(folder.text(at: "Items/loaded.txt.new") == nil, "a stale .new beside a passing file is removed")
            #expect(folder.text(at: "Items/error.txt.new") != nil)
        }
    }

    @Test @MainActor func summaryOfAFailedModeRunAcceptsTheChange() async throws {
        try await RunnerTestFolder.with { folder in
            try await Self.prepare(folder)
            let result = await folder.runner(.failed).run(Self.small())
            #expect(
                result.summary == """
                    Scenarios: 1 updated, 1 recorded, 1 passed, 3 total
                    Snapshots: 2 written, 1 updated, 3 passed, 6 total
                    Obsolete:  4 (Items/loaded.w80.txt.new, Items/removed.txt, Items/removed.txt.new, Old/screen.html)
                    """)
            #expect(result.scenarios.allSatisfy { !$0.isFailure })
            #expect(result.isFailure, "obsolete files still fail the run")
            #expect(folder.text(at: "Items/error.txt")?.contains("The shop is closed") == true)
        }
    }

    @Test @MainActor func summaryOfANeverModeRun() async throws {
        try await RunnerTestFolder.with { folder in
            try await Self.prepare(folder)
            let result = await folder.runner(.never).run(Self.small())
            #expect(
                result.summary == """
                    Scenarios: 1 missing, 1 changed, 1 passed, 3 total
                    Snapshots: 1 changed, 2 missing, 3 passed, 6 total
                    Obsolete:  4 (Items/loaded.w80.txt.new, Items/removed.txt, Items/removed.txt.new, Old/screen.html)
                    """)
            #expect(result.count(.missing) == 1)
            #expect(result.count(.changed) == 1)
            // The pending renders of live scenarios are not obsolete.
            #expect(folder.text(at: "Items/empty.txt.new") != nil)
            #expect(!result.obsolete.contains("Items/empty.txt.new"))
            #expect(!result.obsolete.contains("Items/error.txt.new"))
        }
    }

    @Test @MainActor func cleanRunIsNoFailure() async throws {
        try await RunnerTestFolder.with { folder in
            let first = await folder.runner(.missing).run(Self.small())
            #expect(
                first.summary == """
                    Scenarios: 3 recorded, 3 total
                    Snapshots: 6 written, 6 total
                    Obsolete:  none
                    """)
            #expect(!first.isFailure)
            let second = await folder.runner(.never).run(Self.small())
            #expect(
                second.summary == """
                    Scenarios: 3 passed, 3 total
                    Snapshots: 6 passed, 6 total
                    Obsolete:  none
                    """)
            #expect(!second.isFailure)

            // Removing a scenario makes its files obsolete, and that alone fails the run.
            let fewer = ScenarioCatalog(scenarios: Array(Self.small().all.prefix(2)))
            let third = await folder.runner(.never).run(fewer)
            #expect(third.scenarios.allSatisfy { $0.status == .passed })
            #expect(third.obsolete == ["Items/error.html", "Items/error.txt"])
            #expect(third.isFailure)
            #expect(folder.text(at: "Items/error.txt") != nil, "obsolete files are reported, never deleted")
        }
    }

    @Test @MainActor func emptyCatalog() async throws {
        try await RunnerTestFolder.with { folder in
            let result = await folder.runner(.missing).run(ScenarioCatalog(scenarios: []))
            #expect(
                result.summary == """
                    Scenarios: 0 total
                    Snapshots: 0 total
                    Obsolete:  none
                    """)
            #expect(!result.isFailure)
        }
    }

    @Test @MainActor func manyObsoleteFilesAreShortenedInTheSummary() async throws {
        try await RunnerTestFolder.with { folder in
            for index in 1...7 { try folder.put("x\n", at: "Gone/screen\(index).txt") }
            let result = await folder.runner(.missing).run(ScenarioCatalog(scenarios: []))
            #expect(
                result.summary.split(separator: "\n").last
                    == "Obsolete:  7 (Gone/screen1.txt, Gone/screen2.txt, Gone/screen3.txt, Gone/screen4.txt, Gone/screen5.txt, …)"
            )
        }
    }

    @Test @MainActor func namesDifferingOnlyInCaseAreAProblemNamingBoth() async throws {
        try await RunnerTestFolder.with { folder in
            let catalog = ScenarioCatalog(scenarios: [
                Scenario("loaded", feature: "Items") { Text("one") },
                Scenario("Loaded", feature: "Items") { Text("two") },
            ])
            #expect(catalog.problems.isEmpty, "the ids differ")
            let result = await folder.runner(.missing).run(catalog)
            #expect(result.problems.count == 1)
            let problem = try #require(result.problems.first)
            #expect(problem.contains("Items/loaded"))
            #expect(problem.contains("Items/Loaded"))
            #expect(problem.contains("letter case"))
            #expect(result.isFailure)
            #expect(result.summary.contains("Problem:   " + problem))
        }
    }

    /// `assertSnapshot(of:in:)` checks one scenario with its catalog; DESIGN.md: "two scenarios that would map to
    /// one file are an error". Was: each of "loaded" and "Loaded" recorded on its own, and on a case-insensitive
    /// file system (macOS, Windows) they overwrote one file, failing or passing by test order.
    @Test @MainActor func caseOnlyCollisionFailsEachScenarioCheckedWithItsCatalog() async throws {
        try await RunnerTestFolder.with { folder in
            let lower = Scenario("loaded", feature: "Items") { Text("one") }
            let upper = Scenario("Loaded", feature: "Items") { Text("two") }
            let catalog = ScenarioCatalog(scenarios: [lower, upper])
            for scenario in [lower, upper] {
                let result = await folder.runner(.missing).run(scenario, in: catalog)
                #expect(result.status == .failed)
                #expect(result.failureMessage?.contains("Items/loaded") == true)
                #expect(result.failureMessage?.contains("Items/Loaded") == true)
            }
        }
    }

    /// Was: with an exact duplicate of `same` in the catalog, `Same` was not reported and recorded its own file (the
    /// clash search dropped both duplicates, leaving `Same` nothing to clash with); and the run's problem said
    /// "Scenarios "Dup/same" and "Dup/same" both map to …" without saying where either was declared.
    @Test @MainActor func aDuplicateDoesNotHideACaseClashAndTheProblemNamesBothDeclarations() async throws {
        try await RunnerTestFolder.with { folder in
            let first = Scenario("same", feature: "Dup") { Text("a") }
            let second = Scenario("same", feature: "Dup") { Text("b") }
            let upper = Scenario("Same", feature: "Dup") { Text("c") }
            let result = await folder.runner(.missing).run(ScenarioCatalog(scenarios: [first, second, upper]))
            #expect(result.scenarios.map(\.status) == [.failed, .failed, .failed])
            #expect(result.scenarios[2].failureMessage?.contains("Dup/same") == true)
            #expect(folder.filesOnDisk().isEmpty, "no scenario of a clash may record")
            let problem = try #require(result.problems.first)
            #expect(
                problem.contains(first.source.description) && problem.contains(second.source.description), "\(problem)")
        }
    }

    /// Was: of three spellings differing only in case, the third recorded its own file: the clash search dropped the
    /// first pair it found, leaving the third nothing to clash with.
    @Test @MainActor func everySpellingOfACaseClashFails() async throws {
        try await RunnerTestFolder.with { folder in
            let catalog = ScenarioCatalog(
                scenarios: ["same", "Same", "SAME"].map { name in
                    Scenario(name, feature: "Dup") { Text(name) }
                })
            for scenario in catalog.all {
                let result = await folder.runner(.missing).run(scenario, in: catalog)
                #expect(result.status == .failed, "\(scenario.id)")
            }
            #expect(folder.filesOnDisk().isEmpty)
        }
    }

    /// Was: a blank name (now refused as a file name) stopped the clash search, so `same` and `Same` both recorded.
    @Test @MainActor func aBlankNameDoesNotHideACaseClash() async throws {
        try await RunnerTestFolder.with { folder in
            let catalog = ScenarioCatalog(
                scenarios: ["   ", "same", "Same"].map { name in
                    Scenario(name, feature: "Dup") { Text(name) }
                })
            let result = await folder.runner(.missing).run(catalog)
            #expect(result.scenarios.map(\.status) == [.failed, .failed, .failed])
            #expect(folder.filesOnDisk().isEmpty)
        }
    }

    @Test @MainActor func featuresDifferingOnlyInCaseAreAProblem() async throws {
        try await RunnerTestFolder.with { folder in
            let catalog = ScenarioCatalog(scenarios: [
                Scenario("loaded", feature: "Items") { Text("one") },
                Scenario("empty", feature: "items") { Text("two") },
            ])
            let result = await folder.runner(.missing).run(catalog)
            let problem = try #require(result.problems.first)
            #expect(problem.contains("Items/loaded") && problem.contains("items/empty"))
            #expect(result.isFailure)
        }
    }

    /// Different scenarios, different clocks and steps: run 40 at once and one by one, the results agree.
    @MainActor static func forty() -> ScenarioCatalog {
        ScenarioCatalog(
            scenarios: (0..<40).map { index in
                let items = (0...(index % 4)).map {
                    RunnerItem(
                        id: UUID(uuidString: "00000000-0000-0000-0000-0000000000\(String(format: "%02d", $0))")!,
                        title: "Item \(index).\($0)")
                }
                switch index % 4 {
                case 0:
                    return Scenario("s\(index)", feature: "Many") {
                        RunnerItemsView(state: RunnerItemScenarios.make(.success(items)))
                    }
                case 1:
                    return Scenario("s\(index)", feature: "Many", steps: [.advanceClock(by: .milliseconds(10 * index))])
                    {
                        RunnerItemsView(state: RunnerItemScenarios.make(.delayed(items, .milliseconds(10 * index))))
                    }
                case 2:
                    return Scenario("s\(index)", feature: "Many", widths: [40, 20 + index], steps: [.tap("More")]) {
                        VStack {
                            Text("Scenario \(index)")
                            RunnerCounterView()
                        }
                    }
                default:
                    return Scenario("s\(index)", feature: "Many", formats: .ascii, steps: [.tap("Retry")]) {
                        RunnerItemsView(state: RunnerItemScenarios.make(.failure))
                    }
                }
            })
    }

    @Test @MainActor func concurrentRunEqualsSerialRun() async throws {
        let catalog = Self.forty()
        try await RunnerTestFolder.with { serialFolder in
            try await RunnerTestFolder.with { concurrentFolder in
                var serialRunner = serialFolder.runner(.missing)
                serialRunner.concurrency = 1
                let serial = await serialRunner.run(catalog)

                var concurrentRunner = concurrentFolder.runner(.missing)
                concurrentRunner.concurrency = 40
                let concurrent = await concurrentRunner.run(catalog)

                #expect(serial.scenarios.count == 40)
                #expect(serial.scenarios.allSatisfy { $0.status == .recorded }, "\(serial.summary)")
                #expect(concurrent.scenarios.map(\.scenarioID) == serial.scenarios.map(\.scenarioID))
                #expect(concurrent.scenarios.map(\.status) == serial.scenarios.map(\.status))
                #expect(concurrent.scenarios.map(\.outcomesByPath) == serial.scenarios.map(\.outcomesByPath))
                #expect(concurrent.summary == serial.summary)
                let serialFiles = serialFolder.filesOnDisk()
                #expect(serialFiles.count == 140)
                #expect(concurrentFolder.filesOnDisk() == serialFiles)
                #expect(
                    serialFiles["Many/s1.step1.txt"] == "Item 1.0\n" + String(repeating: "-", count: 40)
                        + "\nItem 1.1\n")

                // Verifying the serial recordings concurrently, in parallel with the default concurrency too.
                let verify = await serialFolder.runner(.never).run(catalog)
                #expect(verify.scenarios.allSatisfy { $0.status == .passed }, "\(verify.summary)")
                #expect(!verify.isFailure)
            }
        }
    }

    /// Scenario checks started as separate tasks at once, as Swift Testing runs `@Test(arguments:)` cases.
    @Test @MainActor func separateTasksAtOnceEqualSerialChecks() async throws {
        let catalog = Self.forty()
        try await RunnerTestFolder.with { folder in
            _ = await folder.runner(.missing).run(catalog)
            let runner = folder.runner(.never)
            let tasks = catalog.all.map { scenario in Task { @MainActor in await runner.run(scenario, in: catalog) } }
            var statuses: [ScenarioResult.Status] = []
            for task in tasks { statuses.append(await task.value.status) }
            #expect(statuses == Array(repeating: .passed, count: 40))
        }
    }
}
