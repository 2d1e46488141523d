import Foundation

/// A throwaway folder holding an app's files, written from a table of relative paths and contents.
public struct AdoptionFixture {
    public let root: URL

    public init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("adopt-\(UUID().uuidString)")
        for (path, text) in files {
            try write(text, at: path)
        }
    }

    public func write(_ text: String, at path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    public func text(_ path: String) -> String? { try? String(contentsOf: url(path), encoding: .utf8) }

    public func remove() { try? FileManager.default.removeItem(at: root) }

    /// A colour set's `Contents.json` with sRGB components as Xcode writes them.
    public static func colorSet(red: String, green: String, blue: String, alpha: String = "1.000") -> String {
        """
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"\(alpha)","blue":"\(blue)",\
        "green":"\(green)","red":"\(red)"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity",\
        "value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1","blue":"0","green":"0",\
        "red":"0"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
        """
    }
}
