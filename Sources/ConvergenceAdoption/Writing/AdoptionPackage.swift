import ConvergenceSupport
import Foundation

/// The files `convergence-adopt` writes for a plan: a package that builds the app's folder unedited and runs its
/// previews as tests.
package struct AdoptionPackage: Sendable {
    package let plan: AdoptionPlan
    /// The links from the package's target folder to the app's files, by name: one to the app's folder, or, when only
    /// part of that folder is the app's (a project's target membership, or this package inside it), one to each of
    /// its top-level entries that the target builds — SwiftPM would otherwise follow a link back into this package.
    let links: [String: URL]
    /// Whether the one link is to the whole app folder, so paths in the app are named through it.
    let linksWholeFolder: Bool

    package init(plan: AdoptionPlan) {
        self.plan = plan
        let folder = plan.folder
        linksWholeFolder = folder.membership == nil && folder.skipping.isEmpty
        guard !linksWholeFolder else {
            links = [plan.moduleName: folder.root]
            return
        }
        let excluded = Set(folder.excluded)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.root.path)) ?? []
        var links: [String: URL] = [:]
        for name in names where !name.hasPrefix(".") && !excluded.contains(name) && !folder.skipping.contains(name) {
            if folder.membership?.contains(name) ?? true { links[name] = folder.root.appendingPathComponent(name) }
        }
        self.links = links
    }

    /// The Convergence checkout's package identity: a path dependency is known by its folder's name.
    var convergenceIdentity: String { plan.convergence.standardizedFileURL.lastPathComponent }

    /// Stand-in targets: one per module the app imports that neither Linux nor Convergence has.
    var standInNames: [String] { plan.missing.map(\.name) }

    /// Writes (or rewrites) the package. Files in `StandIns/` and `__Snapshots__/` are never overwritten.
    ///
    /// - Returns: The stand-in files written for the first time.
    @discardableResult
    package func write() throws -> [String] {
        let fileManager = FileManager.default
        let output = plan.output
        let module = plan.moduleName
        let sources = output.appendingPathComponent("Sources/\(module)")
        try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)
        try writeLinks(in: sources)
        let manifestFile = output.appendingPathComponent("Package.swift")
        let kept = (try? String(contentsOf: manifestFile, encoding: .utf8)).flatMap { text in
            text.range(of: Self.keptMarker).map { String(text[$0.upperBound...]) }
        }
        try write(manifest() + Self.keptMarker + (kept ?? "\n"), to: manifestFile)
        try write(implicitImports(), to: sources.appendingPathComponent("ConvergenceImplicitImports.swift"))
        let symbolsFile = sources.appendingPathComponent("GeneratedAssetSymbols.swift")
        if plan.assetCatalogs.contains(where: { !$0.assets.isEmpty }) {
            let symbols = AssetSymbols(catalogs: plan.assetCatalogs)
            try write(symbols.source(frameworks: Set(plan.frameworks)), to: symbolsFile)
        } else {
            try? fileManager.removeItem(at: symbolsFile)
        }
        let tests = output.appendingPathComponent("Tests/\(module)PreviewTests")
        try fileManager.createDirectory(at: tests, withIntermediateDirectories: true)
        try write(previewTests(), to: tests.appendingPathComponent("\(module)PreviewTests.swift"))
        try write(bundleFiles(), to: tests.appendingPathComponent("BundleFiles.swift"))
        let ignore = output.appendingPathComponent(".gitignore")
        if !fileManager.fileExists(atPath: ignore.path) {
            try write(".build/\n.swiftpm/\nPackage.resolved\n*.new\n", to: ignore)
        }
        var created: [String] = []
        for missing in plan.missing {
            let folder = output.appendingPathComponent("StandIns/\(missing.name)")
            let file = folder.appendingPathComponent("\(missing.name).swift")
            guard !fileManager.fileExists(atPath: folder.path) else { continue }
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(standIn(for: missing), to: file)
            created.append("StandIns/\(missing.name)/\(missing.name).swift")
        }
        return created
    }

    /// How a path relative to the app's folder is named from the package's target folder.
    func targetPath(_ path: String) -> String {
        linksWholeFolder ? plan.moduleName + "/" + path : path
    }

    /// Creates the links, and removes links an earlier run made that no longer belong.
    private func writeLinks(in sources: URL) throws {
        let fileManager = FileManager.default
        let wanted = links.mapValues { RelativePath.from(sources, to: $0) }
        for name in (try? fileManager.contentsOfDirectory(atPath: sources.path)) ?? [] where wanted[name] == nil {
            let url = sources.appendingPathComponent(name)
            if (try? fileManager.destinationOfSymbolicLink(atPath: url.path)) != nil {
                try fileManager.removeItem(at: url)
            }
        }
        for (name, target) in wanted.sorted(by: { $0.key < $1.key }) {
            let link = sources.appendingPathComponent(name)
            if (try? fileManager.destinationOfSymbolicLink(atPath: link.path)) != target {
                try? fileManager.removeItem(at: link)
                try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: target)
            }
        }
    }

    /// The manifest's last generated line: what a user writes below it is kept when the command runs again.
    static let keptMarker = "// Your own additions below this line are kept when convergence-adopt runs again.\n"

    private func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// A Swift string literal of `string`; the plugin's twin (`PreviewRunnerPackage`) cannot share it, as a plugin
    /// imports no library target.
    static func literal(_ string: String) -> String {
        var escaped = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    func manifest() -> String {
        let module = plan.moduleName
        let identity = Self.literal(convergenceIdentity)
        let linux = ".when(platforms: [.linux])"
        var dependencies = plan.frameworks.map {
            ".product(name: \(Self.literal($0)), package: \(identity), condition: \(linux))"
        }
        for name in ModuleKinds.implicitImports
        where ModuleKinds.standIns.contains(name) && !plan.frameworks.contains(name) {
            dependencies.append(".product(name: \(Self.literal(name)), package: \(identity), condition: \(linux))")
        }
        if !plan.frameworks.contains("SwiftUI") {
            // The generated asset symbols and the preview macros need SwiftUI's names.
            dependencies.append(".product(name: \"SwiftUI\", package: \(identity), condition: \(linux))")
        }
        dependencies += standInNames.map { Self.literal($0) }
        var settings = ["swiftLanguageMode(.v\(plan.languageMode))"]
        if plan.mainActorByDefault { settings.append("defaultIsolation(MainActor.self)") }
        let linked = Set(links.keys)
        let excluded = plan.folder.excluded.filter { path in
            linksWholeFolder || linked.contains(where: { path.hasPrefix($0 + "/") })
        }.map { Self.literal(targetPath($0)) }
        let standIns = standInNames.map {
            """
                    // A stand-in for \($0), which Linux lacks: yours to fill in (see the file).
                    .target(
                        name: \(Self.literal($0)),
                        dependencies: [.product(name: "SwiftUI", package: \(identity), condition: \(linux))],
                        path: "StandIns/\($0)"),

            """
        }.joined()
        let origin = RelativePath.from(plan.output, to: plan.origin)
        return """
            // swift-tools-version:\(plan.mainActorByDefault ? "6.2" : "6.0")
            // Written by convergence-adopt for \(plan.appName) (\(origin)). Re-run it to update this package: it never
            // edits the app's files (links in Sources/\(module)/ point to them), StandIns/ or __Snapshots__/.
            import PackageDescription

            let package = Package(
                name: \(Self.literal(module + "Previews")),
                platforms: [.macOS(.v14), .iOS(.v17)],
                dependencies: [.package(path: \(Self.literal(RelativePath.from(plan.output, to: plan.convergence))))],
                targets: [
                    // The app, unedited: its own @main App stays, its imports resolve to Convergence's stand-ins on Linux.
                    .executableTarget(
                        name: \(Self.literal(module)),
                        dependencies: [
            \(dependencies.map { "                " + $0 + "," }.joined(separator: "\n"))
                        ],
                        path: "Sources/\(module)",
                        exclude: [
            \(excluded.map { "                " + $0 + "," }.joined(separator: "\n"))
                        ],
                        swiftSettings: [\(settings.map { "." + $0 }.joined(separator: ", "))]),
            \(standIns)        // Every preview of the app is a snapshot test.
                    .testTarget(
                        name: \(Self.literal(module + "PreviewTests")),
                        dependencies: [\(Self.literal(module)), .product(name: "Convergence", package: \(identity))],
                        path: "Tests/\(module)PreviewTests"),
                ]
            )

            """
    }

    func implicitImports() -> String {
        """
        // Written by convergence-adopt. On Apple platforms `import Foundation` brings Combine's and Observation's names
        // (ObservableObject, @Published, @Observable) and URLSession; on Linux they live in modules of their own,
        // which this file imports for every file of the app.
        \(ModuleKinds.implicitImports.map { "@_exported import " + $0 }.joined(separator: "\n"))

        #if canImport(FoundationNetworking)
            @_exported import FoundationNetworking
        #endif

        """
    }

    func previewTests() -> String {
        let module = plan.moduleName
        return """
            // Written by convergence-adopt: every preview of \(plan.appName) is a snapshot test, recorded in
            // __Snapshots__/ the first time and compared after. `SNAPSHOTS_RECORD=all swift test` accepts new renders.
            import Convergence
            import Testing
            import \(module)

            @Suite struct \(module)Previews {
                init() throws {
                    try BundleFiles.place()
                }

                @Test(arguments: ScenarioCatalog.previews(in: \(Self.literal(module))).all)
                func preview(_ scenario: Scenario) async throws {
                    try await assertSnapshot(of: scenario)
                }
            }

            """
    }

    func bundleFiles() -> String {
        let entries = plan.folder.bundleFiles.map {
            "        (\(Self.literal($0.path)), \(Self.literal($0.bundlePath))),"
        }
        return """
            // Written by convergence-adopt: the files the app reads through Bundle.main, put where Bundle.main looks on
            // Linux (beside the test program) before its previews run, as Xcode copies them into the app's bundle.
            import Foundation

            enum BundleFiles {
                /// The app's folder: relative to this package's folder, or absolute.
                static let appFolder = \(Self.literal(RelativePath.from(plan.output, to: plan.folder.root)))

                /// Paths relative to the app's folder, and where each goes in the bundle.
                static let files: [(source: String, bundlePath: String)] = [
            \(entries.joined(separator: "\n"))
                ]

                /// Copies each file once per test process, replacing what an earlier run left if it changed since.
                static func place() throws {
                    try placed.get()
                }

                private static let placed = Result<Void, any Error> {
                    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                        .appendingPathComponent("../..")
                    let sources =
                        appFolder.hasPrefix("/")
                        ? URL(fileURLWithPath: appFolder) : package.appendingPathComponent(appFolder).standardizedFileURL
                    let bundle = Bundle.main.resourceURL ?? Bundle.main.bundleURL
                    let fileManager = FileManager.default
                    for file in files {
                        let source = sources.appendingPathComponent(file.source)
                        let destination = bundle.appendingPathComponent(file.bundlePath)
                        var isDirectory: ObjCBool = false
                        if fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
                            if !isDirectory.boolValue, fileManager.contentsEqual(atPath: source.path, andPath: destination.path) {
                                continue
                            }
                            try fileManager.removeItem(at: destination)
                        }
                        try fileManager.createDirectory(
                            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try fileManager.copyItem(at: source, to: destination)
                    }
                }
            }

            """
    }

    func standIn(for missing: AdoptionPlan.MissingModule) -> String {
        let why =
            missing.isApple
            ? "an Apple framework Convergence has no stand-in for yet"
            : "a package the app uses" + (missing.location.map { " (\($0))" } ?? "")
        return """
            // A stand-in for \(missing.name) on Linux: \(why).
            // convergence-adopt wrote this file once and never overwrites it: it is yours. Declare here, with the same
            // names and signatures, what the app uses from \(missing.name): `swift build` lists them as "cannot find …
            // in scope". A view can stand in as what a preview should show, for example:
            //
            //     public struct RemoteImage: View {
            //         public init(_ url: URL?) {}
            //         public var body: some View { Image(systemName: "photo") }
            //     }
            //
            // Files that import it: \(missing.files.joined(separator: ", ")).
            import SwiftUI

            """
    }
}
