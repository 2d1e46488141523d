import Foundation

/// The package a source file belongs to: the nearest folder above it that holds a `Package.swift` file.
///
/// Where snapshots live (`__Snapshots__` beside it) and where a preview provider's sources are read.
package enum PackageRoot {
    /// The nearest folder above `filePath` that holds a `Package.swift` file, or nil.
    package static func containing(_ filePath: String) -> URL? {
        var folder = URL(fileURLWithPath: filePath).standardizedFileURL.deletingLastPathComponent()
        while true {
            var isDirectory: ObjCBool = false
            let manifest = folder.appendingPathComponent("Package.swift").path
            if FileManager.default.fileExists(atPath: manifest, isDirectory: &isDirectory), !isDirectory.boolValue {
                return folder
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
    }
}
