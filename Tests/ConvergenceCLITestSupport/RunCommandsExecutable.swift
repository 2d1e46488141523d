import ConvergenceTestSupport
import Foundation
import Testing

/// Runs the built `scenarios` executable (beside the test bundle) on the Workbench catalog, in temporary folders, so
/// the repository's own `__Snapshots__` is never touched.
package enum RunCommandsExecutable {
    /// Runs `scenarios <arguments>` in `directory` with `SNAPSHOTS_RECORD` unset, and `CI` unset or, with `ci`, set
    /// to `true` as on CI, so that neither changes the mode unasked.
    package static func run(_ arguments: [String], directory: URL, ci: Bool = false) throws -> CapturedProcess {
        let executable = try #require(
            BuiltProduct.executable(named: "workbench-scenarios"),
            "the workbench-scenarios executable is not built beside the tests")
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = ci ? "true" : nil
        environment["SNAPSHOTS_RECORD"] = nil
        return try CapturedProcess.run(executable, arguments, directory: directory, environment: environment)
    }

    /// A temporary package folder (a `Package.swift` and nothing else); removed after `body`.
    package static func withPackage<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = try TemporaryPackage.make("ConvergenceCLIRunE2E")
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
