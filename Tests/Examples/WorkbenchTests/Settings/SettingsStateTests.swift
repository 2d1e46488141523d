import Convergence
import Testing

@testable import Workbench

@Suite struct SettingsStateTests {
    @Test @MainActor func authorizedAccessListsTheWorkspaces() {
        let state = SettingsScenarios.preferences()
        #expect(state.viewState(for: .preview) == .loaded(SettingsFixtures.workspaces))
    }

    @Test @MainActor func authorizedAccessWithoutFoldersIsEmpty() {
        let state = SettingsScenarios.preferences()
        #expect(state.viewState(for: .noWorkspaces) == .empty(homeFolder: SettingsFixtures.homeFolder))
    }

    @Test @MainActor func restrictedAccessIsUnauthorized() {
        let state = SettingsScenarios.preferences()
        #expect(state.viewState(for: .restricted) == .unauthorized(homeFolder: SettingsFixtures.homeFolder))
    }

    @Test @MainActor func undeterminedAccessIsLoading() {
        let state = SettingsScenarios.preferences()
        #expect(state.viewState(for: .undetermined) == .loading)
    }

    @Test @MainActor func liveStateStartsWithDefaultPreferences() {
        let state = SettingsScenarios.live()
        #expect(state.theme == .system)
        #expect(state.notificationsEnabled)
    }

    @Test @MainActor func environmentDefaultIsTheLiveProvider() {
        #expect(EnvironmentValues().workspaceAccess is LiveWorkspaceAccess)
    }
}
