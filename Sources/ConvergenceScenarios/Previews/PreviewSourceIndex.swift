import ConvergenceSupport
import Foundation

/// Finds where a `PreviewProvider` is declared by reading the package's sources: the runtime knows a type's name
/// and module but not its file, and the file names the feature and its snapshot folder.
///
/// Searched: the packages holding the given files (the caller's, and those of the `#Preview`s found), then the
/// working directory's; hidden folders, build folders and `__Snapshots__` are skipped. A declaration in a folder
/// named like the type's module wins over one elsewhere.
struct PreviewSourceIndex: Sendable {
    /// A declaration's place.
    struct Place {
        let filePath: String
        let line: Int
        let column: Int
    }

    private var files: [(path: String, text: String)] = []

    /// The indexes already read, by their packages' roots: sources are read once per process, not once per catalog.
    private static let indexesByRoots = ProcessMemo<[String], PreviewSourceIndex>()

    /// The index of the `.swift` files that mention `PreviewProvider` in the packages around `paths`.
    static func packages(around paths: [String]) -> PreviewSourceIndex {
        var roots: [String] = []
        for path in paths + [FileManager.default.currentDirectoryPath + "/Package.swift"] {
            if let root = PackageRoot.containing(path)?.path, !roots.contains(root) { roots.append(root) }
        }
        if let known = indexesByRoots[roots] { return known }
        let index = PreviewSourceIndex(roots: roots)
        indexesByRoots[roots] = index
        return index
    }

    private init(roots: [String]) {
        var seen: Set<String> = []
        for root in roots {
            for path in Self.swiftFiles(under: root) where seen.insert(path).inserted {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("PreviewProvider")
                else { continue }
                files.append((path, text))
            }
        }
    }

    /// Where the type named `qualifiedName` (as `String(reflecting:)` writes it: `App.Card.Previews`) is declared:
    /// a declaration inside the same enclosing types (`extension Card { struct Previews … }`) wins over one of the
    /// same simple name elsewhere, then one in a file under a folder named `module`.
    func place(ofType qualifiedName: String, module: String) -> Place? {
        let (enclosing, name) = Self.nesting(ofQualifiedName: qualifiedName, module: module)
        var candidates: [(place: Place, nested: Bool)] = []
        for file in files {
            for found in Self.declarations(of: name, in: file.text) {
                let place = Place(filePath: file.path, line: found.line, column: found.column)
                let nested = Self.enclosingTypeNames(atLine: found.line, in: file.text) == enclosing
                candidates.append((place, nested))
            }
        }
        let inModule = { (place: Place) in place.filePath.contains("/\(module)/") }
        return candidates.first { $0.nested && inModule($0.place) }?.place
            ?? candidates.first(where: \.nested)?.place
            ?? candidates.first { inModule($0.place) }?.place
            ?? candidates.first?.place
    }

    /// The names of the types around a type and its own name, from `String(reflecting:)`'s spelling:
    /// `App.Card.Previews` → (["Card"], "Previews"); a private type's `(unknown context at $…)` is left out.
    static func nesting(ofQualifiedName qualifiedName: String, module: String) -> (enclosing: [String], name: String) {
        var components = qualifiedName.split(separator: ".").map(String.init).filter { !$0.hasPrefix("(") }
        if components.count > 1, components[0] == module { components.removeFirst() }
        let name = components.popLast() ?? qualifiedName
        return (components, name)
    }

    /// The line and column of the first declaration `struct|enum|class <name>: … PreviewProvider … {` in `text`.
    static func declaration(of name: String, in text: String) -> (line: Int, column: Int)? {
        declarations(of: name, in: text).first
    }

    /// The lines and columns of every declaration `struct|enum|class <name>: … PreviewProvider … {` in `text`: the
    /// keyword starts its line (after indentation, attributes and modifiers), so a mention in a comment or a
    /// string does not count.
    static func declarations(of name: String, in text: String) -> [(line: Int, column: Int)] {
        var found: [(line: Int, column: Int)] = []
        var line = 1
        var index = text.startIndex
        while index < text.endIndex {
            let end = text[index...].firstIndex(of: "\n") ?? text.endIndex
            if let column = declarationColumn(of: name, inLine: text[index..<end], following: text[end...]) {
                found.append((line, column))
            }
            guard end < text.endIndex else { break }
            index = text.index(after: end)
            line += 1
        }
        return found
    }

    private static let leadingWords: Set<Substring> = [
        "public", "internal", "fileprivate", "private", "package", "final", "nonisolated",
    ]

    /// The column of the declaration in one line, if the line declares `name` as a preview provider.
    private static func declarationColumn(of name: String, inLine line: Substring, following rest: Substring) -> Int? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let keywordIndex = words.firstIndex(where: { ["struct", "enum", "class"].contains($0) }),
            keywordIndex + 1 < words.count,
            words[..<keywordIndex].allSatisfy({ $0.hasPrefix("@") || leadingWords.contains($0) })
        else { return nil }
        let declared = words[keywordIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard declared == name else { return nil }
        // The inheritance clause, up to the body's brace, names the protocol.
        let afterName = line[words[keywordIndex + 1].startIndex...] + rest
        let clause = afterName.prefix { $0 != "{" }
        guard clause.contains("PreviewProvider") else { return nil }
        return line.distance(from: line.startIndex, to: words[keywordIndex].startIndex) + 1
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
