import Convergence

#if !canImport(Darwin)
    import SwiftData
#endif

extension WorkbenchApp {
    /// Each feature on its live service, from the same shared constructors the scenarios use.
    static var liveScreens: [WorkbenchScreen] {
        [
            screen("SystemMonitor") { SystemMonitorView(state: SystemMonitorScenarios.live()) },
            screen("Files") { FilesView(state: FilesScenarios.live()) },
            screen("Books") { BooksView(state: BooksScenarios.live()) },
            screen("Ping") { PingView(state: PingScenarios.live()) },
            screen("Signup") { SignupView(state: SignupScenarios.live()) },
            screen("Settings") { SettingsView(state: SettingsScenarios.live()) },
        ] + swiftDataScreens
    }

    /// The features built on SwiftData, on the app's own store.
    private static var swiftDataScreens: [WorkbenchScreen] {
        #if canImport(Darwin)
            []
        #else
            [screen("Bookmarks") { BookmarksView().modelContainer(BookmarksScenarios.live()) }]
        #endif
    }

    /// A live screen: real services get real time to answer (10 s) before the screen counts as unsettled.
    private static func screen<Content: View>(
        _ feature: String,
        @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
    ) -> WorkbenchScreen {
        WorkbenchScreen(
            feature: feature,
            scenario: Scenario("live", feature: feature, settleTimeout: .seconds(10), content: content))
    }
}
