import Convergence
import SwiftUICorpus
import Testing
import WorkbenchGallery

/// The preview forms of the seed articles, written for our own small features (Tests/Fixtures/SwiftUICorpus/Previews): each
/// file's previews are found with no registration code, in file order, in the Swift 6 module and in its Swift 5
/// twin; their snapshots are checked with the rest of the repository's catalog (`RepositorySnapshotTests`).
@Suite struct SeedFormPreviewTests {
    static let catalog = ScenarioCatalog.previews(in: "SwiftUICorpus")
    static let expected: [String: [String]] = [
        "ShelfView": ["Loaded", "Empty", "Error", "Loading"],
        "GreeterView": ["Standard", "Long text", "No text", "Emoji", "Editor"],
        "DeskView": ["Signed in", "Signed out", "Preview 1"],
        "PorchView": ["On", "Off", "Unreachable"],
    ]
    static var seedForms: [Scenario] { catalog.all.filter { expected[$0.feature ?? ""] != nil } }

    @Test func theyAreThere() { #expect(Self.seedForms.count == 15) }

    @Test func everyPreviewOfEveryFileIsFound() {
        for (feature, names) in Self.expected {
            #expect(Self.catalog.all.filter { $0.feature == feature }.map(\.name) == names, "\(feature)")
        }
    }

    @Test func theSwift5LanguageModeTwinFindsTheSamePreviews() {
        let twin = ScenarioCatalog.previews(in: "SwiftUICorpusSwift5").all.map(\.id)
        #expect(!twin.isEmpty)
        #expect(twin == Self.catalog.all.map(\.id))
    }

    @Test func theRepositoryCatalogHoldsThemSoTheirSnapshotsAreChecked() {
        let ids = Set(RepositoryCatalogIDs.all)
        for scenario in Self.seedForms { #expect(ids.contains(scenario.id), "\(scenario.id)") }
    }
}

private enum RepositoryCatalogIDs {
    static var all: [String] { SwiftUICorpusCatalog.all.map(\.id) }
}
