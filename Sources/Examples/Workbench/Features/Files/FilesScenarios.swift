import Convergence

/// The Files feature's shared constructors, for previews, tests and production alike.
///
/// Every state of the screen is a `#Preview` in `FilesView.swift`; none needs interaction steps, so there is no
/// scenario list here.
public enum FilesScenarios {
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
}
