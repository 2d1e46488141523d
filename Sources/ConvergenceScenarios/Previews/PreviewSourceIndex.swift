import Foundation

/// Finds where a `PreviewProvider` is declared by reading the package's sources: the runtime knows a type's name
/// and module but not its file, and the file names the feature and its snapshot folder.
///
/// Searched: the packages holding the given files (the caller's, and those of the `#Preview`s found), then the
/// working directory's; hidden folders, build folders and `__Snapshots__` are skipped. A declaration in a folder
/// named like the type's module wins over one elsewhere.
final class PreviewSourceIndex {
    /// A declaration's place.
    struct Place {
        let filePath: String
        let line: Int
        let column: Int
    }

    private var files: [(path: String, text: String)] = []

    /// An index of the `.swift` files that mention `PreviewProvider` in the packages around `paths`.
    init(packagesAround paths: [String]) {
        var roots: [String] = []
        for path in paths + [FileManager.default.currentDirectoryPath + "/Package.swift"] {
            if let root = Self.packageRoot(containing: path), !roots.contains(root) { roots.append(root) }
        }
        var seen: Set<String> = []
        for root in roots {
            for path in Self.swiftFiles(under: root) where seen.insert(path).inserted {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("PreviewProvider")
                else { continue }
                files.append((path, text))
            }
        }
    }

    /// Where `typeName` (a simple name, as declared) is declared, preferring a file under a folder named `module`.
    func place(ofType typeName: String, module: String) -> Place? {
        let candidates = files.compactMap { file in
            Self.declaration(of: typeName, in: file.text).map {
                Place(filePath: file.path, line: $0.line, column: $0.column)
            }
        }
        return candidates.first { $0.filePath.contains("/\(module)/") } ?? candidates.first
    }

    /// The line and column of `struct|enum|class|final class <name>` in `text`, outside the middle of a word.
    static func declaration(of name: String, in text: String) -> (line: Int, column: Int)? {
        for keyword in ["struct ", "enum ", "class "] {
            var searchStart = text.startIndex
            while let range = text.range(of: keyword + name, range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
                guard !(before.isLetter || before.isNumber || before == "_"),
                    !(after.isLetter || after.isNumber || after == "_")
                else { continue }
                let prefix = text[..<range.lowerBound]
                let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                let lineStart = prefix.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
                return (line, text.distance(from: lineStart, to: range.lowerBound) + 1)
            }
        }
        return nil
    }

    /// The nearest folder at or above `path`'s folder that holds `Package.swift`.
    static func packageRoot(containing path: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { return nil }
            folder = parent
        }
        return nil
    }

    private static func swiftFiles(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "__Snapshots__" || name == "node_modules" {
                enumerator.skipDescendants()
            } else if name.hasSuffix(".swift"), name != "Package.swift" {
                found.append(root + "/" + relative)
            }
        }
        return found.sorted()
    }
}
