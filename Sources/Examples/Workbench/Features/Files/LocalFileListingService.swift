import Convergence

/// Lists a real folder on this machine with `FileManager`, without following symbolic links.
///
/// A missing path, a file, a folder this user may not read, or any other failure is thrown as a
/// ``FileListingError``; an entry that vanishes while the folder is read is left out.
public struct LocalFileListingService: FileListingServicing {
    private let includesHiddenFiles: Bool

    /// - Parameter includesHiddenFiles: Whether names starting with `.` are listed; by default they are not.
    public init(includesHiddenFiles: Bool = false) {
        self.includesHiddenFiles = includesHiddenFiles
    }

    public func listFolder(_ folder: URL) async throws -> [FileEntry] {
        let manager = FileManager.default
        let path = folder.path
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: path)
        } catch {
            throw FileListingError.mapping(error, path: path)
        }
        let shown = includesHiddenFiles ? names : names.filter { !$0.hasPrefix(".") }
        return shown.compactMap { name in Self.entry(named: name, in: folder, manager: manager) }.sortedForListing()
    }

    /// The entry for one name, from the item itself (`lstat`): a link is reported as a link.
    private static func entry(named name: String, in folder: URL, manager: FileManager) -> FileEntry? {
        let itemPath = folder.appendingPathComponent(name).path
        guard let attributes = try? manager.attributesOfItem(atPath: itemPath) else { return nil }
        let size = (attributes[.size] as? NSNumber)?.int64Value
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?: return FileEntry(name: name, kind: .folder, size: nil)
        case .typeSymbolicLink?: return FileEntry(name: name, kind: .link, size: size)
        default: return FileEntry(name: name, kind: .file, size: size)
        }
    }
}
