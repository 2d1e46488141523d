import Convergence

/// One screen of the app: a feature's title and the scenario that builds its view.
public struct WorkbenchScreen: Sendable {
    public let feature: String
    public let scenario: Scenario
}

/// The composition root: which screens the app shows in a run mode, built by each feature's shared constructors.
///
/// Production screens use live services; preview screens are the features' `loaded` previews. Nothing here is a
/// singleton: every screen builds its own state when rendered.
public enum WorkbenchApp {
    /// The features in the order the app shows them.
    public static let featureNames =
        ["SystemMonitor", "Files", "Books", "Ping", "Signup", "Settings"] + swiftDataFeatures

    /// The features built on SwiftData, which the app has only where SwiftData's stand-in is used (see Package.swift).
    #if canImport(Darwin)
        static let swiftDataFeatures: [String] = []
    #else
        static let swiftDataFeatures = ["Bookmarks"]
    #endif

    /// The app's screens in a mode; `nil` for `test`, whose scenarios come from ``WorkbenchCatalog``.
    public static func screens(for mode: RunMode) -> [WorkbenchScreen] {
        switch mode {
        case .production:
            return liveScreens
        case .preview:
            return featureNames.compactMap { feature in
                let screen = screenName(of: feature)
                let preferred = WorkbenchCatalog.all.first { $0.feature == screen && $0.name == "loaded" }
                let fallback = WorkbenchCatalog.all.first { $0.feature == screen }
                return (preferred ?? fallback).map { WorkbenchScreen(feature: feature, scenario: $0) }
            }
        case .test:
            return []
        }
    }

    /// The catalog's feature for a feature's screen: its view's file name (`Files` → `FilesView`), which names the
    /// previews at its end and the scenarios beside them.
    static func screenName(of feature: String) -> String {
        feature + "View"
    }
}
