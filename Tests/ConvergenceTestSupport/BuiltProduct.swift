import Foundation

/// The executable products of this package, which `swift build --build-tests` puts beside the test bundle.
public enum BuiltProduct {
    /// This test binary, when it can be run again with a filter (Linux and SwiftPM's own runner), as tests that judge
    /// a child process's run do; nil elsewhere.
    public static var testBinary: URL? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0])
        guard binary.pathExtension == "xctest", FileManager.default.isExecutableFile(atPath: binary.path) else {
            return nil
        }
        return binary
    }

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
