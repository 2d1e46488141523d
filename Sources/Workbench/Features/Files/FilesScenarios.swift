import Convergence

/// The Files feature's shared constructors, for scenarios, tests and production alike.
public enum FilesScenarios: ScenarioProvider {
    /// A real folder on this machine: by default the current user's home.
    @MainActor public static func live(
        folder: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> FilesState {
        FilesState(folder: folder, service: LocalFileListingService())
    }

    @MainActor static func loaded() -> FilesState {
        FilesState(
            folder: FilesFixtures.projectsFolder,
            service: MockFileListingService(.success(FilesFixtures.projectEntries)))
    }

    @MainActor static func empty() -> FilesState {
        FilesState(folder: FilesFixtures.projectsFolder, service: MockFileListingService(.empty))
    }

    @MainActor static func error() -> FilesState {
        FilesState(
            folder: FilesFixtures.missingFolder, service: MockFileListingService(.failure(FilesFixtures.missing)))
    }

    @MainActor static func unauthorized() -> FilesState {
        FilesState(
            folder: FilesFixtures.lockedFolder, service: MockFileListingService(.failure(FilesFixtures.unauthorized)))
    }

    @MainActor static func loading() -> FilesState {
        FilesState(
            folder: FilesFixtures.projectsFolder,
            service: MockFileListingService(
                .delayed(FilesFixtures.projectEntries, duration: FilesFixtures.slowListing)))
    }

    @MainActor static func longNames() -> FilesState {
        FilesState(
            folder: FilesFixtures.projectsFolder,
            service: MockFileListingService(.success(FilesFixtures.longNameEntries)))
    }

    public static var scenarios: [Scenario] {
        [
            Scenario("loaded") { FilesView(state: loaded()) },
            Scenario("empty") { FilesView(state: empty()) },
            Scenario("error") { FilesView(state: error()) },
            Scenario("unauthorized") { FilesView(state: unauthorized()) },
            Scenario("loading") { FilesView(state: loading()) },
            Scenario("long-names", widths: [40, 20]) { FilesView(state: longNames()) },
        ]
    }
}
