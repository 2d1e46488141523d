import Foundation
import PackagePlugin

/// `swift package scenarios <command> …`: builds the package's own `scenarios` executable (the target that calls
/// `ScenariosCommand.main(catalog:)`) and runs it with the arguments, from the package's folder.
///
/// Which executable: `--product NAME` when given; else the executable product named `scenarios`; else the one
/// executable whose target depends on `ConvergenceCLI`. Anything else is an error that lists the candidates.
/// Snapshots are files in the package, so the plugin asks to write there:
/// `swift package --allow-writing-to-package-directory scenarios record`.
@main
struct ScenariosPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "product")
        let configuration = extractor.extractOption(named: "configuration")
        let passed = extractor.remainingArguments
        guard requested.count <= 1, configuration.count <= 1 else {
            throw PluginFailure("give --product and --configuration at most once each")
        }
        let mode: PackageManager.BuildConfiguration
        switch configuration.first {
        case nil, "debug": mode = .debug
        case "release": mode = .release
        case let other?: throw PluginFailure("--configuration must be debug or release, not \(other)")
        }
        let executableURL: URL
        if let product = try Self.executable(in: context.package, requested: requested.first) {
            let build = try packageManager.build(
                .product(product.name),
                parameters: PackageManager.BuildParameters(configuration: mode, logging: .concise))
            guard build.succeeded else {
                FileHandle.standardError.write(Data(build.logText.utf8))
                throw PluginFailure("could not build \(product.name) (the build log is above)")
            }
            guard let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
                throw PluginFailure("building \(product.name) produced no executable")
            }
            executableURL = executable.url
        } else {
            // No executable of its own: run the command line over the previews of the package's libraries.
            let runner = try PreviewRunnerPackage.write(
                for: context.package, workFolder: context.pluginWorkDirectoryURL)
            executableURL = try runner.build(
                configuration: mode == .release ? "release" : "debug", swift: Self.swift(context))
        }
        let process = Process()
        process.executableURL = executableURL
        process.arguments = passed
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // The command has printed its own messages; the status is what CI reads.
            throw PluginFailure(
                "\(executableURL.lastPathComponent) \(passed.first ?? "") exited with status \(process.terminationStatus)"
            )
        }
    }

    /// The executable product to run, chosen as the type's documentation says.
    static func executable(in package: Package, requested: String?) throws -> ExecutableProduct? {
        let executables = package.products(ofType: ExecutableProduct.self)
        let names = executables.map(\.name).sorted()
        if let requested {
            guard let product = executables.first(where: { $0.name == requested }) else {
                throw PluginFailure(
                    "no executable product \(requested) in \(package.displayName); executables: "
                        + (names.isEmpty ? "none" : names.joined(separator: ", ")))
            }
            return product
        }
        if let named = executables.first(where: { $0.name == "scenarios" }) { return named }
        let candidates = executables.filter { product in product.targets.contains(where: dependsOnCommandLine) }
        switch candidates.count {
        case 1: return candidates[0]
        case 0: return nil
        default:
            throw PluginFailure(
                "several executables use ConvergenceCLI (\(candidates.map(\.name).sorted().joined(separator: ", "))); "
                    + "choose one with --product NAME")
        }
    }

    /// The toolchain's `swift`, to build the previews runner with.
    static func swift(_ context: PluginContext) throws -> URL {
        if let tool = try? context.tool(named: "swift") { return tool.url }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PluginFailure("could not find the swift command to build the previews runner; put it on PATH")
    }

    /// Whether a target depends on the `ConvergenceCLI` product (or, inside Convergence itself, its target).
    static func dependsOnCommandLine(_ target: any Target) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): product.name == "ConvergenceCLI"
            case .target(let target): target.name == "ConvergenceCLI"
            @unknown default: false
            }
        }
    }
}

/// A failure the plugin reports and exits non-zero for.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
