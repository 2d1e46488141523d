import Foundation
import PackagePlugin

/// The `scenarios` command for a package that has no executable of its own: previews need no catalog code, so
/// the plugin writes a small package beside its work files whose one executable imports the package's library
/// modules and runs the command line over `ScenarioCatalog.previews(in:)` of each.
///
/// The generated package depends on the user's package by path and on Convergence exactly as the user's package
/// resolved it (its checkout's folder), so nothing new is fetched; it is rebuilt only when something changed.
struct PreviewRunnerPackage {
    let folder: URL
    let modules: [String]

    /// Writes (or keeps) the runner package for `package` under the plugin's work folder.
    static func write(for package: Package, workFolder: URL) throws -> PreviewRunnerPackage {
        let libraries = package.products(ofType: LibraryProduct.self)
        let modules = Set(
            libraries.flatMap { product in
                product.targets.compactMap { target in
                    (target as? SourceModuleTarget).flatMap { $0.kind == .generic ? target.name : nil }
                }
            }
        ).sorted()
        guard !modules.isEmpty else {
            throw PluginFailure(
                "\(package.displayName) has no executable that runs the scenarios command line and no library "
                    + "product whose previews could be listed: add a library product for the targets that hold your "
                    + "#Preview code, or an executable target named scenarios that calls "
                    + "`await ScenariosCommand.main(catalog: YourCatalog.catalog)` (see Convergence's README)")
        }
        guard let convergence = dependency(providing: "ConvergenceCLI", in: package) else {
            throw PluginFailure(
                "\(package.displayName) does not depend on the package that provides ConvergenceCLI (Convergence)")
        }
        let folder = workFolder.appendingPathComponent("preview-runner", isDirectory: true)
        let sources = folder.appendingPathComponent("Sources/scenarios", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let userProducts = libraries.map { ".product(name: \(literal($0.name)), package: \(literal(package.id)))" }
        let manifest = """
            // swift-tools-version:6.0
            // Written by Convergence's scenarios plugin: runs the command line over this package's previews.
            import PackageDescription

            let package = Package(
                name: "ScenariosPreviewRunner",
                dependencies: [
                    .package(path: \(literal(package.directoryURL.path))),
                    .package(path: \(literal(convergence.directoryURL.path))),
                ],
                targets: [
                    .executableTarget(
                        name: "scenarios",
                        dependencies: [
                            \((userProducts + [".product(name: \"ConvergenceCLI\", package: \(literal(convergence.id)))"]).joined(separator: ",\n                ")),
                        ])
                ]
            )

            """
        let main = """
            // Written by Convergence's scenarios plugin.
            import Convergence
            import ConvergenceCLI
            \(modules.map { "import \($0)" }.joined(separator: "\n"))

            await ScenariosCommand.main(
                catalog: ScenarioCatalog(combining: [\(modules.map { ".previews(in: \(literal($0)))" }.joined(separator: ", "))]))

            """
        try writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift"))
        try writeIfChanged(main, to: sources.appendingPathComponent("main.swift"))
        return PreviewRunnerPackage(folder: folder, modules: modules)
    }

    /// Builds the runner with the toolchain's `swift build` and returns its executable.
    func build(configuration: String, swift: URL) throws -> URL {
        let process = Process()
        process.executableURL = swift
        process.arguments = ["build", "--package-path", folder.path, "-c", configuration, "--product", "scenarios"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let log = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            FileHandle.standardError.write(log)
            throw PluginFailure(
                "could not build the previews runner for \(modules.joined(separator: ", ")) (log above)")
        }
        return folder.appendingPathComponent(".build/\(configuration)/scenarios")
    }

    /// The package among the dependencies (direct or not) that provides a product.
    private static func dependency(providing product: String, in package: Package) -> Package? {
        var queue = package.dependencies.map(\.package)
        var seen: Set<String> = []
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            guard seen.insert(candidate.id).inserted else { continue }
            if candidate.products.contains(where: { $0.name == product }) { return candidate }
            queue += candidate.dependencies.map(\.package)
        }
        return nil
    }

    private static func literal(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    private static func writeIfChanged(_ text: String, to file: URL) throws {
        if let existing = try? String(contentsOf: file, encoding: .utf8), existing == text { return }
        try Data(text.utf8).write(to: file, options: .atomic)
    }
}
