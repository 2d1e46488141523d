import Convergence
import Testing

@testable import Workbench

@Suite struct BookmarksScenariosTests {
    @Test @MainActor func everyBookmarksScenarioIsDeterministic() async throws {
        let scenarios = WorkbenchCatalog.all.filter { $0.feature == "BookmarksView" }
        #expect(scenarios.count == 5, "the previews in BookmarksView.swift and BookmarksScenarios' step scenarios")
        for scenario in scenarios {
            _ = try await scenario.deterministicFrames()
        }
    }

    /// Each render fills a container of its own, so what one scenario adds never shows in another.
    @Test @MainActor func aBookmarkAddedInOneRenderIsNotInTheNext() async throws {
        let add = try #require(WorkbenchCatalog.catalog.scenario(id: "BookmarksView/add"))
        let loaded = try #require(WorkbenchCatalog.catalog.scenario(id: "BookmarksView/loaded"))

        let added = try await add.frames().last?.render(.ascii(width: 40))
        let after = try await loaded.render(.ascii(width: 40))

        #expect(added?.contains("Inbox\n") == true)
        #expect(!after.contains("Inbox"))
    }
}
