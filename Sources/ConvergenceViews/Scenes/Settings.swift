/// The scene of an app's settings window, as in SwiftUI (macOS); never drawn itself (see ``Scene``).
///
/// `openSettings()` opens nothing in a scenario; render the settings view itself to see it.
public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    let content: Content

    /// A settings scene.
    ///
    /// - Parameter content: The view the settings window shows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Opens the app's settings window, as SwiftUI's `openSettings` does; a scenario has one window, so nothing opens.
@MainActor
public struct OpenSettingsAction {
    /// Opens the settings window; does nothing in a scenario.
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// Opens the settings window; nothing opens in a scenario (see ``OpenSettingsAction``).
    public var openSettings: OpenSettingsAction { OpenSettingsAction() }
}
