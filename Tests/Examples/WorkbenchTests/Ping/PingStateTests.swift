import Convergence
import Testing

@testable import Workbench

@Suite struct PingStateTests {
    @Test @MainActor func loadedShowsTheFixtureSamples() async {
        let state = PingScenarios.loaded()
        await state.load()
        #expect(state.viewState == .loaded(PingFixtures.samples))
    }

    @Test @MainActor func aRunOfZeroPingsIsEmpty() async {
        let state = PingScenarios.empty()
        await state.load()
        #expect(state.count == 0)
        #expect(state.viewState == .empty)
    }

    @Test @MainActor func aRefusedConnectionShowsTheErrorAndRetryRecovers() async {
        let state = PingScenarios.error()
        await state.load()
        #expect(state.viewState == .error("Connection refused: nothing is listening on 127.0.0.1:50000."))
        await state.load()
        #expect(state.viewState == .loaded(PingFixtures.samples))
    }

    @Test @MainActor func errorScenarioTapsRetryIntoTheLoadedPanel() async throws {
        let scenario = try #require(PingScenarios.scenarios.first { $0.name == "error" })
        let frames = try await scenario.frames()
        #expect(frames.count == 2)
        #expect(frames[0].render(.ascii(width: 40)).contains("[ Retry ]"))
        #expect(frames[1].render(.ascii(width: 40)).contains("5 echoes from 127.0.0.1"))
    }

    @Test @MainActor func delayedScenarioLoadsWhenTheClockAdvances() async throws {
        let scenario = try #require(PingScenarios.scenarios.first { $0.name == "delayed" })
        let frames = try await scenario.frames()
        #expect(frames[0].render(.ascii(width: 40)).contains("Pinging 127.0.0.1…"))
        #expect(frames[1].render(.ascii(width: 40)).contains("5 echoes from 127.0.0.1"))
    }

    @Test @MainActor func everyPingScenarioIsDeterministic() async throws {
        let scenarios = WorkbenchCatalog.all.filter { $0.feature == "PingView" }
        #expect(scenarios.count == 6, "the previews in PingView.swift and PingScenarios' step scenarios")
        for scenario in scenarios {
            _ = try await scenario.deterministicFrames()
        }
    }
}
