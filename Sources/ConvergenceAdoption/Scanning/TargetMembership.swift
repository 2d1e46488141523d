/// Which files under an app's folder belong to its Xcode target: its synchronized folders (less their membership
/// exceptions) and the files its build phases list. Nil membership means every file of the folder belongs.
package struct TargetMembership: Sendable, Equatable {
    /// Folders whose every file belongs, relative to the app's folder (`""` for the folder itself).
    package var folders: [String] = []
    /// Files listed one by one in the target's Sources and Resources phases, relative to the app's folder.
    package var files: Set<String> = []
    /// Files and folders a synchronized folder leaves out of this target, relative to the app's folder.
    package var exceptions: Set<String> = []

    package init(folders: [String] = [], files: Set<String> = [], exceptions: Set<String> = []) {
        self.folders = folders
        self.files = files
        self.exceptions = exceptions
    }

    /// Whether the file or folder at `path` (relative to the app's folder) belongs to the target.
    package func contains(_ path: String) -> Bool {
        if exceptions.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return false }
        if files.contains(path) || files.contains(where: { $0.hasPrefix(path + "/") }) { return true }
        return folders.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") || $0.hasPrefix(path + "/") }
    }
}
