import Convergence

/// Every scenario of the example app: what its tests, previews and the `scenarios` command walk.
public enum WorkbenchCatalog {
    public static let catalog = ScenarioCatalog([
        SystemMonitorScenarios.self,
        FilesScenarios.self,
        BooksScenarios.self,
        PingScenarios.self,
        SignupScenarios.self,
        SettingsScenarios.self,
    ])

    public static var all: [Scenario] { catalog.all }
}
