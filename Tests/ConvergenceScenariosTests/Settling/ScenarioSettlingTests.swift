import Convergence
import Testing

@Suite struct ScenarioSettlingTests {
    @Test @MainActor func finishedTaskShowsItsResult() async throws {
        let text = try await Scenario("loaded") {
            LibraryView(state: LibraryScenarios.make(.success(BookFixtures.shelf)))
        }
        .render(.ascii(width: 30))
        #expect(
            text == """
                Search: [____________________]
                [ ] Covers
                Dune
                ------------------------------
                Emma

                """
        )
    }

    @Test @MainActor func taskSleepingOnTheScenarioClockShowsLoadingAtOnce() async throws {
        let started = ContinuousClock.now
        let text = try await Scenario("loading") {
            LibraryView(state: LibraryScenarios.make(.delayed(BookFixtures.shelf, .seconds(3600))))
        }
        .render(.ascii(width: 30))
        #expect(text.hasSuffix("(~) Loading…\n"))
        // Loosely bounded: parallel tests can keep the main actor busy for a minute, but never for the hour.
        #expect(ContinuousClock.now - started < .seconds(1_200), "the standing clock must not wait an hour")
    }

    @Test @MainActor func advancingTheClockWakesTheSleeperAndReRenders() async throws {
        let scenario = Scenario("loading", steps: [.advanceClock(by: .seconds(1))]) {
            LibraryView(state: LibraryScenarios.make(.delayed([BookFixtures.dune], .seconds(1))))
        }
        let frames = try await scenario.frames()
        #expect(frames.count == 2)
        #expect(frames[0].render(.ascii(width: 30)).contains("Loading"))
        #expect(frames[1].render(.ascii(width: 30)).hasSuffix("Dune\n"))
        #expect(frames[1].stepDescription == "advance the clock by 1.0 seconds")
    }

    @Test @MainActor func advancingTooLittleKeepsLoading() async throws {
        let scenario = Scenario("loading", steps: [.advanceClock(by: .milliseconds(999))]) {
            LibraryView(state: LibraryScenarios.make(.delayed([BookFixtures.dune], .seconds(1))))
        }
        let frames = try await scenario.frames()
        #expect(frames[1].render(.ascii(width: 30)).contains("Loading"))
    }

    @Test @MainActor func realSleepFailsAsUnsettledNamingTheViewAndTheFix() async throws {
        let scenario = Scenario("slow", settleTimeout: .milliseconds(300)) {
            LibraryView(state: LibraryScenarios.make(.realSleep(.seconds(3600))))
        }
        let error = await #expect(throws: ScenarioError.self) { try await scenario.render(.ascii(width: 30)) }
        guard case .unsettled(let id, let busy, _) = error?.reason else {
            Issue.record("expected unsettled, got \(String(describing: error))")
            return
        }
        #expect(id == "Scenarios/slow")
        #expect(busy == ["LibraryView's .task"])
        #expect(error?.description.contains("ScenarioClock.sleep(for:)") == true)
    }

    @Test @MainActor func unsettledTaskIsCancelledWhenTheRenderEnds() async throws {
        let scenario = Scenario("stuck", settleTimeout: .milliseconds(200)) {
            LibraryView(state: LibraryScenarios.make(.neverReturns))
        }
        await #expect(throws: ScenarioError.self) { try await scenario.render(.ascii(width: 30)) }
    }

    @Test @MainActor func concurrentRendersOfManyScenariosMatchSerialRenders() async throws {
        let scenarios = LibraryScenarios.scenarios
        var serial: [String] = []
        for scenario in scenarios { serial.append(try await scenario.render(.ascii(width: 30))) }
        let tasks = (0..<4).flatMap { _ in scenarios }.map { scenario in
            Task { @MainActor in try await scenario.render(.ascii(width: 30)) }
        }
        var concurrent: [String] = []
        for task in tasks { concurrent.append(try await task.value) }
        #expect(concurrent == Array((0..<4).flatMap { _ in serial }))
    }
}

@Suite struct ScenarioClockTests {
    @Test @MainActor func sleepingForNoTimeDoesNotWaitForTheClock() async throws {
        let scenario = Scenario("instant") {
            LibraryView(state: LibraryScenarios.make(.delayed([BookFixtures.dune], .zero)))
        }
        #expect(try await scenario.render(.ascii(width: 30)).hasSuffix("Dune\n"))
    }

    @Test func outsideAScenarioTheClockSleepsInRealTime() async throws {
        #expect(ScenarioClock.now == nil)
        let start = ContinuousClock.now
        try await ScenarioClock.sleep(for: .milliseconds(20))
        #expect(ContinuousClock.now - start >= .milliseconds(20))
    }
}
