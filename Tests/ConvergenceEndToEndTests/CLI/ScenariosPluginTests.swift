import ConvergenceTestSupport
import Foundation
import Testing

/// The `swift package scenarios` plugin end to end, through `Scripts/test-scenarios-plugin.sh` (a throwaway package
/// that depends on this checkout). It builds Convergence from scratch in that package, so it runs only when asked:
/// `CONVERGENCE_TEST_PLUGIN=1 swift test --filter ScenariosPluginTests`.
@Suite struct ScenariosPluginTests {
    static var isRequested: Bool { ProcessInfo.processInfo.environment["CONVERGENCE_TEST_PLUGIN"] == "1" }
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(.enabled(if: isRequested, "set CONVERGENCE_TEST_PLUGIN=1 to build a package that uses the plugin"))
    func pluginRecordsVerifiesListsAndFailsOnAChangeInAUsersPackage() throws {
        let script = Self.repository.appendingPathComponent("Scripts/test-scenarios-plugin.sh")
        let run = try CapturedProcess.run(URL(fileURLWithPath: "/bin/bash"), [script.path], mergingErrors: true)
        #expect(run.status == 0, "\(run.standardOutput.suffix(4_000))")
        #expect(run.standardOutput.contains("all behaved through the plugin"))
    }
}
