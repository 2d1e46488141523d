import Convergence

/// This machine's answer: the current user, their home folder, whether it is writable, and the project folders in it.
///
/// The status is `undetermined` until ``refresh()`` has looked at the file system; a home folder that is missing
/// or read-only is `restricted`.
@MainActor
@Observable
public final class LiveWorkspaceAccess: WorkspaceAccessProviding {
    /// Folders in the home folder that hold projects by common convention, in the order they are listed.
    nonisolated static let workspaceFolderNames = ["Developer", "Projects", "projects", "src", "code", "work"]

    public let userName: String
    public let homeFolder: String
    public private(set) var status: WorkspaceAccessStatus = .undetermined
    public private(set) var workspaces: [Workspace] = []

    /// - Parameters:
    ///   - userName: By default the account this process runs as.
    ///   - homeFolder: By default that account's home folder.
    public nonisolated init(
        userName: String = LiveWorkspaceAccess.currentUserName,
        homeFolder: String = FileManager.default.homeDirectoryForCurrentUser.path
    ) {
        self.userName = userName
        self.homeFolder = homeFolder
    }

    public func refresh() async {
        let (status, workspaces) = await Self.inspect(homeFolder: homeFolder)
        self.status = status
        self.workspaces = workspaces
    }

    /// The name the process runs as, from the environment or the system, or `unknown`.
    public nonisolated static var currentUserName: String {
        let name = ProcessInfo.processInfo.environment["USER"] ?? ProcessInfo.processInfo.userName
        return name.isEmpty ? "unknown" : name
    }

    /// Looks at the file system away from the main actor.
    nonisolated static func inspect(homeFolder: String) async -> (WorkspaceAccessStatus, [Workspace]) {
        let files = FileManager.default
        guard isDirectory(homeFolder), files.isWritableFile(atPath: homeFolder) else { return (.restricted, []) }
        let home = URL(filePath: homeFolder, directoryHint: .isDirectory)
        let workspaces = workspaceFolderNames.compactMap { name -> Workspace? in
            let path = home.appending(path: name, directoryHint: .isDirectory).path
            return isDirectory(path) ? Workspace(name: name, path: path) : nil
        }
        return (.authorized, workspaces)
    }

    private nonisolated static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
