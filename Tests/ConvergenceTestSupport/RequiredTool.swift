import Foundation
import Testing

/// A tool a test needs from the machine (tmux, Chromium, the HTML checker, a Python module…).
///
/// On a workstation a missing tool skips the test with a note saying how to install it. Under `CI`, where
/// `.ci/run` installs every tool first, a missing tool means a broken install, so the test fails instead of
/// quietly skipping. Use it as the condition of a trait:
///
/// ```swift
/// @Test(.requiring("tmux (apt-get install tmux)", tmux != nil))
/// ```
public enum RequiredTool {
    /// The failure a test reports under `CI` when its tool is missing.
    public struct MissingUnderCI: Error, CustomStringConvertible {
        public let tool: String
        public var description: String {
            "a tool this test needs is missing although CI is set (\(tool)); .ci/run installs it, so its install failed"
        }
    }

    /// Whether the test can run.
    ///
    /// - Parameters:
    ///   - available: Whether the tool was found.
    ///   - tool: What is missing, in words a reader acts on (`"tmux"`, `"python3 -m pip install jsonschema"`).
    ///   - environment: The process environment; `CI` set to anything but `false` or `0` means a CI run.
    /// - Returns: `true` when the tool is there; `false` on a workstation without it (the test is skipped).
    /// - Throws: ``MissingUnderCI`` under `CI` without the tool, which fails the test.
    public static func isPresent(
        _ available: Bool, _ tool: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Bool {
        if available { return true }
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
            throw MissingUnderCI(tool: tool)
        }
        return false
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test where `tool` is present; skips it on a workstation without it, fails it under `CI`.
    ///
    /// - Parameters:
    ///   - tool: What the test needs, in words a reader acts on; also the note shown when it is skipped.
    ///   - available: Whether the tool is there, evaluated when the test is about to run.
    ///   - sourceLocation: Where the trait is written; leave the default.
    /// - Returns: The condition trait.
    public static func requiring(
        _ tool: String, _ available: @autoclosure @escaping @Sendable () -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        .enabled(Comment(rawValue: tool), sourceLocation: sourceLocation) {
            try RequiredTool.isPresent(available(), tool)
        }
    }
}
