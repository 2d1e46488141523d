import Convergence
import Testing

@testable import Workbench

@Suite struct SystemMonitorStateTests {
    @Test @MainActor func loadedShowsTheFixtureReading() async {
        let state = SystemMonitorScenarios.loaded()
        await state.loadIfNeeded()
        #expect(state.viewState == .loaded(SystemMonitorFixtures.metrics))
    }

    @Test @MainActor func partialLoadsWithMemoryUnknownAndANote() async {
        let state = SystemMonitorScenarios.partial()
        await state.load()
        guard case .loaded(let metrics) = state.viewState else {
            Issue.record("expected loaded, got \(state.viewState)")
            return
        }
        #expect(metrics.memory == nil)
        #expect(metrics.isPartial)
    }

    @Test @MainActor func errorShowsTheMessageNamingTheFile() async {
        let state = SystemMonitorScenarios.error()
        await state.load()
        #expect(state.viewState == .error("Could not read /proc/loadavg: permission denied."))
        await state.load()
        #expect(state.viewState == .error("Could not read /proc/loadavg: permission denied."), "fails every time")
    }

    @Test @MainActor func retryAfterAFailedReadingLoads() async {
        let state = SystemMonitorScenarios.errorThenLoaded()
        await state.loadIfNeeded()
        #expect(state.viewState == .error("Could not read /proc/loadavg: permission denied."))
        await state.load()
        #expect(state.viewState == .loaded(SystemMonitorFixtures.metrics))
    }

    @Test @MainActor func loadIfNeededReadsOnlyOnce() async {
        let state = SystemMonitorScenarios.errorThenLoaded()
        await state.loadIfNeeded()
        await state.loadIfNeeded()
        #expect(state.viewState == .error("Could not read /proc/loadavg: permission denied."))
    }

    @Test @MainActor func loadingStaysLoadingWhileTheReadingIsPending() async throws {
        let state = SystemMonitorScenarios.loading()
        let reading = Task { await state.loadIfNeeded() }
        while state.viewState == .idle { await Task.yield() }
        #expect(state.viewState == .loading)
        reading.cancel()
        await reading.value
    }

    @Test @MainActor func delayedLoadsOnceTheScenarioClockAdvances() async throws {
        let scenario = try #require(SystemMonitorScenarios.scenarios.first { $0.name == "delayed" })
        let frames = try await scenario.frames()
        #expect(frames.count == 2)
        #expect(frames[0].render(.ascii(width: 40)).contains("Reading system metrics"))
        #expect(frames[1].render(.ascii(width: 40)).contains("Load (1 min)"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/loadavg"), "needs Linux /proc"))
    @MainActor func liveStateReadsThisMachine() async {
        let state = SystemMonitorScenarios.live()
        await state.load()
        if case .error(let message) = state.viewState {
            Issue.record("live reading failed: \(message)")
        }
    }
}
