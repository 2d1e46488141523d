import Foundation

/// Throwaway package folders in the temporary directory, so the commands under test keep their snapshots there and
/// never touch the repository's own `__Snapshots__`.
public enum TemporaryPackage {
    /// A new folder named `<prefix>-<UUID>` holding a `Package.swift` and nothing else; the caller removes it.
    public static func make(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        return folder
    }

    /// Every file below `folder` (folders themselves left out), relative to it and sorted; none if it does not exist.
    /// The `.gitignore` a snapshot store writes at its root is left out: the store's own tests check it.
    public static func files(below folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative == ".gitignore" { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(relative)
            }
        }
        return files.sorted()
    }
}
