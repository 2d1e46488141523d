import ConvergenceTestSupport
import Foundation

/// The public and open declarations of one built module, read with the toolchain's `swift-symbolgraph-extract` from
/// the `.swiftmodule` the tests were built with, one readable line per declaration.
///
/// A line is `path (kind): declaration`, with the extended module in front of the path for an extension of another
/// module's type, and the constraints of a constrained extension after the declaration:
///
/// ```
/// ScenarioCatalog.redacting(_:) (method): func redacting(_ redactions: [Redaction]) -> ScenarioCatalog
/// ScenarioCatalog (conformance): Sendable
/// Swift.Optional.publisher (property): var publisher: Optional<Wrapped>.Publisher { get }
/// ```
struct PublicSurface {
    /// Why a surface could not be read, in words that say what to do.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Where the tools and the built modules are: everything an extraction needs.
    struct Toolchain: Sendable {
        let extractor: URL
        let triple: String
        /// The build's `Modules` folder, holding every `<Module>.swiftmodule`.
        let modules: URL
        /// The module maps SwiftPM writes for the package's C targets, which Swift modules import.
        let moduleMaps: [URL]

        /// The toolchain of this test run; throws a `Failure` saying what is missing.
        static func current() throws -> Toolchain {
            let extractor = try findExtractor()
            let modules = try findModules()
            let buildFolder = modules.deletingLastPathComponent()
            let folders =
                (try? FileManager.default.contentsOfDirectory(at: buildFolder, includingPropertiesForKeys: nil))
            let moduleMaps = (folders ?? []).filter { $0.pathExtension == "build" }
                .map { $0.appendingPathComponent("module.modulemap") }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
                .sorted { $0.path < $1.path }
            return Toolchain(extractor: extractor, triple: try hostTriple(), modules: modules, moduleMaps: moduleMaps)
        }

        /// `SYMBOLGRAPH_EXTRACT`, else the tool beside the `swift` driver on `PATH`, else the tool on `PATH`.
        static func findExtractor() throws -> URL {
            let environment = ProcessInfo.processInfo.environment
            if let named = environment["SYMBOLGRAPH_EXTRACT"], !named.isEmpty {
                guard FileManager.default.isExecutableFile(atPath: named) else {
                    throw Failure(description: "SYMBOLGRAPH_EXTRACT names \(named), which is not an executable")
                }
                return URL(fileURLWithPath: named)
            }
            let folders = (environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
            for folder in folders {
                let swift = folder.appendingPathComponent("swift")
                guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
                let beside = swift.resolvingSymlinksInPath().deletingLastPathComponent()
                    .appendingPathComponent("swift-symbolgraph-extract")
                if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
            }
            for folder in folders {
                let tool = folder.appendingPathComponent("swift-symbolgraph-extract")
                if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
            }
            throw Failure(
                description:
                    "swift-symbolgraph-extract was found neither beside swift nor on PATH; it ships with every Swift "
                    + "toolchain: put the toolchain's bin folder on PATH or set SYMBOLGRAPH_EXTRACT to the tool")
        }

        /// The `Modules` folder of the build these tests run from: beside the test bundle or a few folders above it.
        static func findModules() throws -> URL {
            let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
            var folder = bundle.deletingLastPathComponent()
            for _ in 0..<5 {
                let modules = folder.appendingPathComponent("Modules")
                if FileManager.default.fileExists(
                    atPath: modules.appendingPathComponent("Convergence.swiftmodule").path)
                {
                    return modules
                }
                folder = folder.deletingLastPathComponent()
            }
            throw Failure(
                description:
                    "no Modules folder with Convergence.swiftmodule near the test bundle \(bundle.path); run the tests "
                    + "from a SwiftPM build (swift build --build-tests, then swift test --skip-build)")
        }

        /// The triple `swift -print-target-info` reports, which the modules were built for.
        static func hostTriple() throws -> String {
            let run = try CapturedProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "-print-target-info"])
            let info = try? JSONSerialization.jsonObject(with: run.standardOutputData) as? [String: Any]
            guard run.status == 0, let target = info?["target"] as? [String: Any],
                let triple = target["triple"] as? String
            else {
                throw Failure(description: "swift -print-target-info gave no target triple:\n\(run.standardError)")
            }
            return triple
        }
    }

    /// Whether this build's platform is the one the committed lists describe: Linux, whose build has the stand-ins
    /// under Apple's module names (and a few names Apple's Foundation already has).
    static var isCommittedPlatform: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    let module: String
    /// The sorted lines, one per declaration or conformance.
    let lines: [String]

    /// Extracts the public and open declarations of `module` from the built modules.
    static func extract(_ module: String, with toolchain: Toolchain) throws -> PublicSurface {
        let built = toolchain.modules.appendingPathComponent("\(module).swiftmodule")
        guard FileManager.default.fileExists(atPath: built.path) else {
            throw Failure(description: "\(built.path) was not built; run swift build --build-tests")
        }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("public-surface-\(module)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments =
            [
                "-module-name", module, "-target", toolchain.triple, "-I", toolchain.modules.path,
                "-output-dir", output.path, "-minimum-access-level", "public", "-skip-synthesized-members",
                "-skip-inherited-docs",
            ] + toolchain.moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
        let run = try CapturedProcess.run(toolchain.extractor, arguments, mergingErrors: true)
        guard run.status == 0 else {
            throw Failure(
                description: "\(toolchain.extractor.path) failed on \(module) (\(run.status)):\n\(run.standardOutput)")
        }
        // `<Module>.symbols.json` holds the module's own types; `<Module>@<Other>.symbols.json` its extensions of
        // another module's types.
        let graphs = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
        guard graphs.contains(where: { $0.lastPathComponent == "\(module).symbols.json" }) else {
            throw Failure(description: "\(toolchain.extractor.path) wrote no \(module).symbols.json")
        }
        var lines: [String] = []
        for graph in graphs {
            let name = graph.lastPathComponent.dropLast(".symbols.json".count)
            let extended = name.split(separator: "@", maxSplits: 1).dropFirst().first.map(String.init)
            let decoded = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: graph))
            lines += decoded.lines(extendedModule: extended)
        }
        return PublicSurface(module: module, lines: lines.sorted())
    }

    /// The lines of `committed` missing here (removed) and the lines here missing from it (added), each sorted.
    func difference(from committed: [String]) -> (added: [String], removed: [String]) {
        var counts: [String: Int] = [:]
        for line in lines { counts[line, default: 0] += 1 }
        for line in committed { counts[line, default: 0] -= 1 }
        let added = counts.filter { $0.value > 0 }.flatMap { Array(repeating: $0.key, count: $0.value) }
        let removed = counts.filter { $0.value < 0 }.flatMap { Array(repeating: $0.key, count: -$0.value) }
        return (added.sorted(), removed.sorted())
    }
}
