import ConvergenceSupport
import Foundation

extension StringTables {
    /// The tables of the render in progress: the translations of the package its scenario is declared in.
    @TaskLocal package static var current: StringTables?

    /// The tables of the package holding `filePath` (the nearest folder above it with a `Package.swift`): every
    /// `.xcstrings` file and every `<language>.lproj/<Table>.strings` and `.stringsdict` file in it, outside hidden folders (`.build`),
    /// `__Snapshots__` and dependency folders (`node_modules`, `Pods`…). Read once per package and process. Symbolic links to folders are followed, as an adopted
    /// app's `Sources/<App>` is one.
    package static func forPackage(containing filePath: String) -> StringTables {
        // By file first: every render of a scenario asks, and finding the package walks the folders above the file.
        if let known = byFile[filePath] { return known }
        var tables = StringTables()
        if let root = PackageRoot.containing(filePath) {
            let key = root.standardizedFileURL.path
            tables = byRoot[key] ?? read(root: root)
            byRoot[key] = tables
        }
        byFile[filePath] = tables
        return tables
    }

    private static let byRoot = ProcessMemo<String, StringTables>()
    private static let byFile = ProcessMemo<String, StringTables>()

    /// Folders that hold no translations of the package's own and can be large.
    static let skippedFolders: Set<String> = ["__Snapshots__", "node_modules", "Pods", "Carthage", "DerivedData"]

    static func read(root: URL) -> StringTables {
        var tables = StringTables()
        var visited: Set<String> = []
        func walk(_ folder: URL, depth: Int) {
            guard depth < 24, visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
            for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                let item = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    walk(item, depth: depth + 1)
                    continue
                }
                do {
                    if name.hasSuffix(".xcstrings") {
                        let data = try Data(contentsOf: item)
                        try tables.addStringCatalog(data, table: String(name.dropLast(".xcstrings".count)))
                    } else if name.hasSuffix(".strings"), folder.lastPathComponent.hasSuffix(".lproj") {
                        let language = String(folder.lastPathComponent.dropLast(".lproj".count))
                        let data = try Data(contentsOf: item)
                        let text =
                            String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) ?? ""
                        try tables.addStringsFile(
                            text, table: String(name.dropLast(".strings".count)), language: language)
                    } else if name.hasSuffix(".stringsdict"), folder.lastPathComponent.hasSuffix(".lproj") {
                        // Read after the table's `.strings` file (names sort so), so its plural rules win, as on a
                        // device.
                        let language = String(folder.lastPathComponent.dropLast(".lproj".count))
                        try tables.addStringsDictionary(
                            Data(contentsOf: item), table: String(name.dropLast(".stringsdict".count)),
                            language: language)
                    }
                } catch let error as StringTablesError {
                    tables.problems.append("\(item.path) cannot be read: \(error.description)")
                } catch {
                    tables.problems.append("\(item.path) cannot be read: \(error.localizedDescription)")
                }
            }
        }
        walk(root, depth: 0)
        return tables
    }
}

/// The keys renders showed in the source language because their table has no translation for the render's locale,
/// noted as they are met by the renders that run inside ``collecting(isolation:_:)``, for the run's summary.
package enum MissingTranslations {
    /// One missing translation.
    package struct Entry: Hashable, Sendable, Comparable {
        package var locale: String
        package var table: String
        package var key: String

        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.locale, lhs.table, lhs.key) < (rhs.locale, rhs.table, rhs.key)
        }
    }

    static func note(locale: Locale, table: String?, key: String) {
        collector?.insert(Entry(locale: locale.identifier, table: table ?? "Localizable", key: key))
    }

    /// Where the renders of one run note what they miss, so that a run lists its own and not those of other work in
    /// the same process (tests rendering side by side).
    @TaskLocal private static var collector: Collector?

    /// Runs `work`, and returns with its result the missing translations its renders noted, sorted.
    package static func collecting<Result>(
        isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> Result
    ) async rethrows -> (result: Result, missing: [Entry]) {
        let collector = Collector()
        let result = try await $collector.withValue(collector) { try await work() }
        return (result, collector.entries)
    }

    private final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var noted: Set<Entry> = []
        func insert(_ entry: Entry) { _ = lock.withLock { noted.insert(entry) } }
        var entries: [Entry] { lock.withLock { noted.sorted() } }
    }
}
