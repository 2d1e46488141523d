import Convergence
import Foundation
import Testing

@testable import Workbench

@Suite struct FilesStateTests {
    @Test @MainActor func loadedListsTheFixtureEntries() async {
        let state = FilesScenarios.loaded()
        await state.loadIfNeeded()
        #expect(state.viewState == .loaded(FilesFixtures.projectEntries))
        #expect(state.trail == ["home", "ada", "Projects"])
    }

    @Test @MainActor func fixtureEntriesAreInListingOrder() {
        #expect(FilesFixtures.projectEntries == FilesFixtures.projectEntries.sortedForListing())
        #expect(FilesFixtures.longNameEntries == FilesFixtures.longNameEntries.sortedForListing())
    }

    @Test @MainActor func emptyFolderIsEmpty() async {
        let state = FilesScenarios.empty()
        await state.load()
        #expect(state.viewState == .empty)
    }

    @Test @MainActor func missingFolderIsAnError() async {
        let state = FilesScenarios.error()
        await state.load()
        #expect(state.viewState == .error("There is no folder at /home/ada/Archive."))
    }

    @Test @MainActor func permissionDeniedIsUnauthorizedNotAnError() async {
        let state = FilesScenarios.unauthorized()
        await state.load()
        #expect(state.viewState == .unauthorized("You don't have permission to read /root/private."))
    }

    @Test @MainActor func loadingStaysLoadingWhileTheListingIsPending() async {
        let state = FilesScenarios.loading()
        let listing = Task { await state.loadIfNeeded() }
        while state.viewState == .idle { await Task.yield() }
        #expect(state.viewState == .loading)
        listing.cancel()
        await listing.value
    }

    @Test @MainActor func longNamesLoadUnchanged() async {
        let state = FilesScenarios.longNames()
        await state.load()
        #expect(state.viewState == .loaded(FilesFixtures.longNameEntries))
    }

    @Test @MainActor func rootFolderTrailIsASlash() {
        let state = FilesScenarios.live(folder: URL(fileURLWithPath: "/"))
        #expect(state.trail == ["/"])
    }

    @Test @MainActor func liveStateListsARealFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("src")
        try folder.makeFile("README.md", bytes: 100)

        let state = FilesScenarios.live(folder: folder.url)
        await state.load()

        #expect(
            state.viewState
                == .loaded([
                    FileEntry(name: "src", kind: .folder, size: nil),
                    FileEntry(name: "README.md", kind: .file, size: 100),
                ]))
    }

    @Test @MainActor func liveStateOfAMissingFolderIsAnError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let gone = folder.url.appendingPathComponent("gone")

        let state = FilesScenarios.live(folder: gone)
        await state.load()

        #expect(state.viewState == .error("There is no folder at \(gone.path)."))
    }
}
