import Foundation

/// A mechanism beneath Swift that the library uses when it can, each with a fallback it takes when the mechanism is
/// not there, and which `CONVERGENCE_FORCE_FALLBACK` forces so that the fallback is tested on any machine.
///
/// `CONVERGENCE_FORCE_FALLBACK=test-library` makes the test assertions act as if neither test library could be found
/// in the process; `all` forces every fallback. Names are separated by commas; unknown names are ignored.
package enum RuntimeFallback: String, CaseIterable, Sendable {
    /// Swift Testing's `Issue.record` and XCTest's `XCTFail`, found by mangled name. Fallback: the assertion throws
    /// its failure, which either library records as a failure of the running test.
    case testLibrary = "test-library"

    /// Crash isolation's signal handlers, exit hook, watchdog and restart (`execve` of `/proc/self/exe`). Fallback:
    /// nothing is installed, and a render that traps, exits or hangs ends or hangs the program.
    case crashIsolation = "crash-isolation"

    /// The environment variable that forces fallbacks.
    package static let environmentVariable = "CONVERGENCE_FORCE_FALLBACK"

    /// Whether this mechanism's fallback is forced for the whole process (read once, at first use).
    package var isForced: Bool { Self.forced.contains(self) }

    /// The fallbacks a value of the variable forces.
    package static func parse(_ value: String?) -> Set<RuntimeFallback> {
        let names = (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if names.contains("all") { return Set(allCases) }
        return Set(names.compactMap(RuntimeFallback.init(rawValue:)))
    }

    private static let forced: Set<RuntimeFallback> = parse(
        ProcessInfo.processInfo.environment[environmentVariable])
}
