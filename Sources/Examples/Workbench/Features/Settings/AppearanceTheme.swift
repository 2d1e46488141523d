import Convergence

/// The colour scheme the user prefers.
public enum AppearanceTheme: String, CaseIterable, Sendable {
    case system
    case light
    case dark

    /// The name the theme picker shows.
    public var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}
