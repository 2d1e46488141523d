import Foundation

/// The executable products of this package, which `swift build --build-tests` puts beside the test bundle.
public enum BuiltProduct {
    /// The executable `name` in the test bundle's folder or the one above it; nil when it was not built.
    public static func executable(named name: String) -> URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}
