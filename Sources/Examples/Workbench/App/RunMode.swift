import Convergence

/// Which services the app runs with: decided once, at the entry point, and passed down — never a global.
///
/// - `production`: live services doing real work on this machine.
/// - `preview`: every feature in its `loaded` preview, from the same constructors the tests use.
/// - `test`: scenarios only; the test runner builds them itself.
public enum RunMode: String, Sendable, CaseIterable {
    case production, preview, test

    /// The mode for a process: `--preview` or `WORKBENCH_MODE=preview` ask for previews; a test runner's
    /// environment means tests; otherwise production.
    public static func detect(
        arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> RunMode {
        if arguments.contains("--preview") { return .preview }
        if let requested = environment["WORKBENCH_MODE"].flatMap(RunMode.init(rawValue:)) { return requested }
        if environment["XCTestConfigurationFilePath"] != nil || environment["SWIFT_TESTING_ENABLED"] != nil {
            return .test
        }
        return .production
    }
}
