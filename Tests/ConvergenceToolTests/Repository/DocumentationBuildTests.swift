import ConvergenceTestSupport
import Foundation
import Testing

/// The DocC catalogs build with the toolchain's `docc` without a single warning, so every symbol link resolves.
@Suite struct DocumentationBuildTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func runScript(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try CapturedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["bash", "Scripts/build-docs.sh"] + arguments, directory: root,
            mergingErrors: true)
        return (run.status, run.standardOutput)
    }

    static var doccAvailable: Bool { (try? runScript(["--tools"]).status) == 0 }

    /// The `Modules` folder of the build these tests run from, so the documentation reads the modules already built
    /// instead of building them a second time; nil when it is not found (the script then builds them).
    static var builtModules: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("Convergence.swiftmodule").path) {
                return modules
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    @Test(.requiring("docc and swift-symbolgraph-extract beside swift", doccAvailable))
    func catalogsBuildWithoutWarnings() throws {
        let modules = Self.builtModules.map { ["--modules", $0.path] } ?? []
        let build = try Self.runScript(["--check"] + modules)
        #expect(
            build.status == 0,
            "Scripts/build-docs.sh --check failed; fix every DocC warning it lists (broken ``symbol`` links, undocumented parameters):\n\(build.output)"
        )
        #expect(build.output.contains("Documentation built with no warnings"), "\(build.output)")
    }
}
