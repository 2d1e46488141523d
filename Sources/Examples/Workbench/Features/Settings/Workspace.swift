import Convergence

/// A project folder Workbench can open.
public struct Workspace: Identifiable, Equatable, Sendable {
    /// The folder's path, which is unique.
    public var id: String { path }
    public let name: String
    public let path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// Whether Workbench may work in the user's folders.
public enum WorkspaceAccessStatus: String, Equatable, Sendable {
    /// Not known yet: the check has not finished.
    case undetermined
    /// The home folder is missing or read-only.
    case restricted
    /// The home folder is writable.
    case authorized

    /// How the settings screen names the status.
    public var title: String {
        switch self {
        case .undetermined: "Checking..."
        case .restricted: "Restricted"
        case .authorized: "Authorized"
        }
    }
}
