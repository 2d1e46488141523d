import Convergence
import SwiftUICorpus
import Workbench

/// Every built-in view, as scenarios: ASCII at 40 (default), 20 and 80 columns and HTML under
/// `__Snapshots__/Gallery/`.
public enum GalleryScenarios: ScenarioProvider {
    public static var scenarios: [Scenario] {
        GalleryEntry.all.map { entry in
            Scenario(entry.name, widths: [40, 20, 80], layout: .sizeThatFits) { entry.make() }
        }
    }
}

/// The same views in the Unicode box style at 40 columns, under `__Snapshots__/GalleryUnicode/`.
public enum GalleryUnicodeScenarios: ScenarioProvider {
    public static var scenarios: [Scenario] {
        GalleryEntry.all.map { entry in
            Scenario(entry.name, layout: .sizeThatFits, style: .unicode, formats: .ascii) { entry.make() }
        }
    }
}

/// Every scenario whose snapshots live in this repository's `__Snapshots__`: the example app, the gallery of
/// built-in views and the SwiftUI corpus (screens in ordinary SwiftUI style, under `Tests/Fixtures/SwiftUICorpus`). The tests, the obsolete check and the `scenarios` command all use this one catalog, so each
/// knows every file that belongs.
public enum RepositoryCatalog {
    public static let catalog = ScenarioCatalog(
        scenarios: WorkbenchCatalog.all + ScenarioCatalog([GalleryScenarios.self, GalleryUnicodeScenarios.self]).all
            + SwiftUICorpusCatalog.all
    )
}
