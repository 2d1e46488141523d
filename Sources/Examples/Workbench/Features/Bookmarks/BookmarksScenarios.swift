import Convergence
import SwiftData

/// The Bookmarks feature's shared constructors — the model container each run mode gives the screen — and the
/// scenarios that need interaction steps; every other state is a `#Preview` in `BookmarksView.swift`.
public enum BookmarksScenarios: ScenarioProvider {
    /// The app's store. On a device it would live on disk; SwiftData's stand-in keeps every store in memory, so each
    /// run of `workbench` starts with none.
    @MainActor public static func live() -> ModelContainer {
        container(inMemory: false)
    }

    /// An in-memory store filled with ``BookmarkFixtures/folders``.
    @MainActor static func loaded() -> ModelContainer {
        let container = container(inMemory: true)
        for sample in BookmarkFixtures.folders {
            let folder = BookmarkFolder(name: sample.name)
            container.mainContext.insert(folder)
            for bookmark in sample.bookmarks {
                folder.bookmarks.append(Bookmark(title: bookmark.title, address: bookmark.address))
            }
        }
        return container
    }

    /// An in-memory store with nothing in it.
    @MainActor static func empty() -> ModelContainer {
        container(inMemory: true)
    }

    /// The screen's file name, so these scenarios' snapshots sit beside its previews' in
    /// `__Snapshots__/BookmarksView/`.
    public static var featureName: String { "BookmarksView" }

    public static var scenarios: [Scenario] {
        [
            Scenario("add", steps: [.type(BookmarkFixtures.typedAddress, into: "Address"), .tap("Add")]) {
                BookmarksView().modelContainer(loaded())
            },
            Scenario("delete", steps: [.delete(row: "Compiler Explorer"), .delete(row: "Swift Forums")]) {
                BookmarksView().modelContainer(loaded())
            },
        ]
    }

    /// A container for the feature's models. Opening an in-memory store cannot fail; a store on disk that cannot
    /// open leaves the app nothing to show, as in Apple's app template.
    @MainActor private static func container(inMemory: Bool) -> ModelContainer {
        do {
            return try ModelContainer(
                for: Schema(BookmarkLibrary.modelTypes),
                configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory))
        } catch {
            fatalError("The bookmark store cannot be opened: \(error)")
        }
    }
}
