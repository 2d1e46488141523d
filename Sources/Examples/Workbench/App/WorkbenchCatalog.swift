import Convergence

/// Every scenario of the example app: what its tests, previews and the `scenarios` command walk.
///
/// A screen's states are the `#Preview`s at the end of its view's file; the scenarios that need interaction steps
/// come from the features' providers under the same feature (the view's file name), so one screen's snapshots
/// live in one folder: `__Snapshots__/PingView/loaded.txt` beside `__Snapshots__/PingView/error.step1.txt`.
public enum WorkbenchCatalog {
    public static let catalog = ScenarioCatalog(
        scenarios: ScenarioCatalog(combining: [
            .previews(in: "Workbench"),
            ScenarioCatalog([
                SystemMonitorScenarios.self,
                BooksScenarios.self,
                PingScenarios.self,
                SignupScenarios.self,
                SettingsScenarios.self,
            ]),
            ScenarioCatalog(swiftDataProviders),
        ]).all.map(recordingOutline).flatMap(withVariantMatrix))

    /// The step scenarios of the features built on SwiftData, which the app has only where its stand-in is used.
    private static var swiftDataProviders: [any ScenarioProvider.Type] {
        #if canImport(Darwin)
            []
        #else
            [BookmarksScenarios.self]
        #endif
    }

    public static var all: [Scenario] { catalog.all }

    /// The screens whose every scenario also records what a screen reader visits, which gives a changed snapshot
    /// its change summary; a `#Preview` has no way to ask for a format, so the catalog does it for them.
    static let outlinedFeatures: Set<String> = ["SignupView", "SystemMonitorView"]

    private static func recordingOutline(_ scenario: Scenario) -> Scenario {
        outlinedFeatures.contains(scenario.feature ?? "") ? scenario.recording(.accessibilityOutline) : scenario
    }

    /// The variants a shipped app checks, each beside the scenario's own files (`loaded.de.txt`, `loaded.pseudo.txt`,
    /// `loaded.rtl.txt`, `loaded.ax3.txt`): a translation, the accented pseudo-locale, right to left, and an
    /// accessibility text size.
    public static let variantMatrix: [ScenarioVariant] = [
        .locale("de"), .pseudoLocale, .rightToLeft, .dynamicTypeSize(.accessibility3),
    ]

    /// The scenarios that run in every variant of the matrix: the book list with books and without.
    static let matrixScenarios: Set<String> = ["BooksView/loaded", "BooksView/empty"]

    private static func withVariantMatrix(_ scenario: Scenario) -> [Scenario] {
        guard matrixScenarios.contains(scenario.id) else { return [scenario] }
        return [scenario] + variantMatrix.map(scenario.variant)
    }
}
