import Convergence
import Testing

@testable import Workbench

@Suite struct WorkbenchCatalogTests {
    /// Each screen's scenarios in catalog order: the previews at the end of its view's file, then its steps.
    static let expected: [String: [String]] = swiftDataScreens.merging([
        "BooksView": [
            "loaded", "loaded.de", "loaded.pseudo", "loaded.rtl", "loaded.ax3", "loaded wide", "empty", "empty.de",
            "empty.pseudo", "empty.rtl", "empty.ax3", "error", "partial", "partial wide", "loading", "loaded in German",
            "empty in German", "empty in French", "loaded in pseudo-locale", "detail", "lend",
        ],
        "FilesView": ["loaded", "empty", "error", "unauthorized", "loading", "long-names", "long-names narrow"],
        "PingView": ["loaded", "loaded wide", "loading", "empty", "delayed", "error"],
        "SettingsView": [
            "loaded", "loaded wide", "empty", "unauthorized", "loading", "about-sheet", "reset-alert", "live-switch",
        ],
        "SignupView": [
            "empty", "filled", "filled narrow", "filled wide", "unauthorized", "invalid", "loading", "error", "success",
        ],
        "SystemMonitorView": ["loaded", "loaded wide", "loading", "partial", "error", "delayed", "error-retry"],
    ]) { $1 }

    /// The screens built on SwiftData, which the app has only where its stand-in is used (see Package.swift).
    static let swiftDataScreens: [String: [String]] =
        WorkbenchApp.swiftDataFeatures.isEmpty
        ? [:] : ["BookmarksView": ["loaded", "loaded wide", "empty", "add", "delete"]]

    @Test func holdsEveryScreensPreviewsAndStepScenariosWithoutDuplicates() {
        #expect(WorkbenchCatalog.catalog.problems.isEmpty)
        #expect(Set(WorkbenchCatalog.catalog.features) == Set(Self.expected.keys))
        for (feature, names) in Self.expected {
            #expect(WorkbenchCatalog.all.filter { $0.feature == feature }.map(\.name) == names, "\(feature)")
        }
    }

    @Test func previewsAreDeclaredInTheirViewsFileAndScenariosOnlyWhereTheyNeedSteps() {
        for scenario in WorkbenchCatalog.all {
            let file = (scenario.source.filePath as NSString).lastPathComponent
            if scenario.steps.isEmpty {
                #expect(file == "\(scenario.feature ?? "").swift", "\(scenario.id) is declared in \(file)")
            } else {
                #expect(file.hasSuffix("Scenarios.swift"), "\(scenario.id) is declared in \(file)")
            }
        }
    }

    @Test func widerAndNarrowerPreviewsRecordAtTheirFixedLayoutsColumns() {
        let widths = WorkbenchCatalog.all.filter { $0.defaultWidth != 40 }.map { "\($0.id)@\($0.defaultWidth)" }
        #expect(
            Set(widths)
                == Set(
                    [
                        "BooksView/loaded wide@80", "BooksView/partial wide@80", "FilesView/long-names narrow@20",
                        "PingView/loaded wide@80", "SettingsView/loaded wide@80", "SignupView/filled narrow@30",
                        "SignupView/filled wide@80", "SystemMonitorView/loaded wide@80",
                    ] + (Self.swiftDataScreens.isEmpty ? [] : ["BookmarksView/loaded wide@80"])))
    }

    @Test func signupAndSystemMonitorRecordTheAccessibilityOutlineForPreviewsAndStepsAlike() {
        for scenario in WorkbenchCatalog.all {
            let outlined = ["SignupView", "SystemMonitorView"].contains(scenario.feature ?? "")
            #expect(scenario.formats.contains(.accessibilityOutline) == outlined, "\(scenario.id)")
        }
    }

    @Test func previewModeShowsEachFeaturesLoadedPreviewOrItsFirst() {
        let screens = WorkbenchApp.screens(for: .preview)
        #expect(screens.map(\.feature) == WorkbenchApp.featureNames)
        #expect(
            screens.map(\.scenario.id) == [
                "SystemMonitorView/loaded", "FilesView/loaded", "BooksView/loaded", "PingView/loaded",
                "SignupView/empty", "SettingsView/loaded",
            ] + (Self.swiftDataScreens.isEmpty ? [] : ["BookmarksView/loaded"]))
    }
}
