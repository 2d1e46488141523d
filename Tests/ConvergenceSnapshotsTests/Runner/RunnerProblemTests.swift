import Convergence
import ConvergenceSnapshots
import Foundation
import Testing

/// Scenarios that cannot be rendered: they fail with a reason, and no snapshot file is touched.
@Suite struct RunnerProblemTests {
    @Test @MainActor func realSleepInTheMockIsUnsettled() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("slow", feature: "Items", settleTimeout: .milliseconds(300)) {
                RunnerItemsView(state: RunnerItemScenarios.slow())
            }
            let started = ContinuousClock.now
            let result = await folder.runner(.missing).run(scenario)
            #expect(
                ContinuousClock.now - started < .seconds(1800),
                "fails within a bounded time, not after the hour-long sleep")
            #expect(result.status == .unsettled)
            #expect(result.isFailure)
            #expect(result.files.isEmpty)
            guard case .unsettled(let error) = result.problem else {
                Issue.record("expected unsettled, got \(String(describing: result.problem))")
                return
            }
            guard case .unsettled(let id, let busy, _) = error.reason else {
                Issue.record("expected ScenarioError.unsettled, got \(error)")
                return
            }
            #expect(id == "Items/slow")
            #expect(busy == ["RunnerItemsView's .task"])
            let message = try #require(result.failureMessage)
            #expect(message.contains("Items/slow"))
            #expect(message.contains("RunnerItemsView's .task"))
            #expect(message.contains("ScenarioClock.sleep(for:)"))
            #expect(message.contains("RunnerProblemTests.swift"))
            #expect(folder.filesOnDisk().isEmpty, "an unsettled scenario records nothing")
        }
    }

    @Test @MainActor func sleepingOnTheScenarioClockSettlesAsLoading() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("loading", feature: "Items", formats: .ascii, settleTimeout: .milliseconds(300)) {
                RunnerItemsView(state: RunnerItemScenarios.loading())
            }
            let result = await folder.runner(.missing).run(scenario)
            #expect(result.status == .recorded)
            #expect(folder.text(at: "Items/loading.txt")?.contains("Loading…") == true)
        }
    }

    @Test @MainActor func uuidInAFixtureIsNondeterministic() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("receipts", feature: "Items") {
                RunnerItemsView(state: RunnerItemScenarios.receipts(), showsIDs: true)
            }
            let result = await folder.runner(.missing).run(scenario)
            #expect(result.status == .nondeterministic)
            #expect(result.isFailure)
            #expect(result.files.isEmpty)
            guard case .nondeterministic(let error) = result.problem,
                case .nondeterministic(let id, _, let line, let first, let second) = error.reason
            else {
                Issue.record("expected nondeterministic, got \(String(describing: result.problem))")
                return
            }
            #expect(id == "Items/receipts")
            #expect(line == 1)
            #expect(first.hasPrefix("Receipt #") && second.hasPrefix("Receipt #") && first != second)
            let message = try #require(result.failureMessage)
            #expect(message.contains("Items/receipts"))
            #expect(message.contains("UUID()"))
            #expect(message.contains(first) && message.contains(second))
            #expect(folder.filesOnDisk().isEmpty)
        }
    }

    @Test @MainActor func aCatalogRunCatchesNondeterminismToo() async throws {
        try await RunnerTestFolder.with { folder in
            let scenarios = [
                Scenario("receipts", feature: "Items") {
                    RunnerItemsView(state: RunnerItemScenarios.receipts(), showsIDs: true)
                },
                Scenario("hello", feature: "Items") { Text("Hello") },
            ]
            let result = await folder.runner(.missing).run(ScenarioCatalog(scenarios: scenarios))
            #expect(result.scenarios.map(\.status) == [.nondeterministic, .recorded])
            #expect(folder.filesOnDisk().keys.sorted() == ["Items/hello.html", "Items/hello.txt"])
        }
    }

    @Test @MainActor func nondeterminismInALaterFrameIsCaughtToo() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("receipts", feature: "Items", steps: [.advanceClock(by: .seconds(1))]) {
                RunnerItemsView(
                    state: RunnerItemScenarios.make(.delayed([RunnerItemFixtures.receipt], .seconds(1))), showsIDs: true
                )
            }
            let result = await folder.runner(.missing).run(scenario)
            #expect(result.status == .nondeterministic)
            #expect(result.failureMessage?.contains("step 1") == true)
        }
    }

    @Test @MainActor func stepNamingNoControlFailsListingTheControls() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("error", feature: "Items", steps: [.tap("Try again")]) {
                RunnerItemsView(state: RunnerItemScenarios.make(.failure))
            }
            let result = await folder.runner(.missing).run(scenario)
            #expect(result.status == .failed)
            #expect(result.isFailure)
            let message = try #require(result.failureMessage)
            #expect(message.contains("Items/error"))
            #expect(message.contains(#"tap "Try again""#))
            #expect(message.contains(#"button "Retry""#), "lists the controls there are")
            #expect(folder.filesOnDisk().isEmpty, "a scenario whose steps fail records no frame")
        }
    }

    @Test @MainActor func stepNamingTheRightControlRecordsTheRetry() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("error", feature: "Items", formats: .ascii, steps: [.tap("Retry")]) {
                RunnerItemsView(state: RunnerItemScenarios.make(.failure))
            }
            let result = await folder.runner(.missing).run(scenario)
            #expect(result.status == .recorded)
            #expect(folder.text(at: "Items/error.txt")?.contains("The shop is closed") == true)
            #expect(folder.text(at: "Items/error.step1.txt")?.contains("The shop is closed") == true)
        }
    }

    @Test @MainActor func duplicateIDsFailNamingBothDeclarations() async throws {
        try await RunnerTestFolder.with { folder in
            let first = Scenario("loaded", feature: "Items") { Text("one") }
            let second = Scenario("loaded", feature: "Items") { Text("two") }
            #expect(first.source != second.source)
            let catalog = ScenarioCatalog(scenarios: [first, second])
            #expect(catalog.problems.count == 1)

            for scenario in [first, second] {
                let result = await folder.runner(.missing).run(scenario, in: catalog)
                #expect(result.status == .failed)
                let message = try #require(result.failureMessage)
                #expect(message.contains("Items/loaded"))
                #expect(message.contains(first.source.description), "names the first declaration")
                #expect(message.contains(second.source.description), "names the second declaration")
            }
            #expect(folder.filesOnDisk().isEmpty, "neither duplicate may record over the other")

            let run = await folder.runner(.missing).run(catalog)
            #expect(run.count(.failed) == 2)
            #expect(run.isFailure)
            #expect(folder.filesOnDisk().isEmpty)
        }
    }

    /// Was: a name of only spaces failed as empty with its catalog and every scenario declared on the same line
    /// (a catalog made in a loop) failed with it; checked alone it was recorded as `%20%20%20.txt`.
    @Test @MainActor func aBlankNameFailsAloneWithOrWithoutItsCatalog() async throws {
        try await RunnerTestFolder.with { folder in
            let scenarios = ["ok", "   ", "fine"].map { name in Scenario(name, feature: "Name") { Text(name) } }
            let catalog = ScenarioCatalog(scenarios: scenarios)
            let results = await folder.runner(.missing).run(catalog).scenarios
            #expect(results.map(\.status) == [.recorded, .failed, .recorded])
            let alone = await folder.runner(.missing).run(scenarios[1])
            #expect(alone.status == .failed)
            #expect(alone.failureMessage?.contains("name is empty") == true, "\(alone.failureMessage ?? "")")
            #expect(
                Set(folder.filesOnDisk().keys) == ["Name/ok.txt", "Name/ok.html", "Name/fine.txt", "Name/fine.html"])
        }
    }

    @Test @MainActor func withoutTheCatalogADuplicateCannotBeSeen() async throws {
        try await RunnerTestFolder.with { folder in
            let result = await folder.runner(.missing).run(Scenario("loaded", feature: "Items") { Text("one") })
            #expect(result.status == .recorded)
        }
    }

    @Test @MainActor func unsafeNameFailsWithoutWriting() async throws {
        try await RunnerTestFolder.with { folder in
            let long = String(repeating: "x", count: 121)
            let result = await folder.runner(.missing).run(Scenario(long, feature: "Items") { Text("x") })
            #expect(result.status == .failed)
            #expect(result.failureMessage?.contains("121 bytes as a file name") == true)
            #expect(folder.filesOnDisk().isEmpty)
        }
    }

    @Test @MainActor func aNameOfOnlyDotsIsRecordedEncodedInsideItsFeature() async throws {
        try await RunnerTestFolder.with { folder in
            let result = await folder.runner(.missing).run(Scenario("..", feature: "Items") { Text("x") })
            #expect(result.status == .recorded)
            #expect(Set(folder.filesOnDisk().keys) == ["Items/%2E%2E.html", "Items/%2E%2E.txt"])
        }
    }

    @Test @MainActor func unreadableSnapshotFailsInsteadOfPassing() async throws {
        try await RunnerTestFolder.with { folder in
            let render = try await Scenario("loaded", feature: "Items") { Text("x") }.render(.ascii(width: 40))
            try folder.put(render.replacingOccurrences(of: "\n", with: "\r\n"), at: "Items/loaded.txt")
            let result = await folder.runner(.all).run(Scenario("loaded", feature: "Items") { Text("x") })
            #expect(result.status == .failed)
            #expect(result.failureMessage?.contains("CRLF") == true)
        }
    }
}
