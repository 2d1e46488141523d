import Foundation

/// A mechanism beneath Swift that the library uses when it can, each with a fallback it takes when the mechanism is
/// not there, and which `CONVERGENCE_FORCE_FALLBACK` forces so that the fallback is tested on any machine.
///
/// `CONVERGENCE_FORCE_FALLBACK=test-library` makes the test assertions act as if neither test library could be found
/// in the process; `all` forces every fallback. Names are separated by commas; unknown names are ignored. Each
/// mechanism has a folder of this module; its README.md lists them.
package enum RuntimeFallback: String, CaseIterable, Sendable {
    /// Swift Testing's `Issue.record` and XCTest's `XCTFail`, found by mangled name. Fallback: the assertion throws
    /// its failure, which either library records as a failure of the running test.
    case testLibrary = "test-library"

    /// The conformance records of every loaded image, listed to find `#Preview`s and `PreviewProvider`s. No fallback
    /// finds previews without it: `ScenarioCatalog.previews` then holds one scenario that fails saying so, never an
    /// empty catalog that passes.
    case metadataScan = "metadata-scan"

    /// Continuing a pass that must stay on its thread (resolving views) on a freshly mapped stack (`swapcontext`,
    /// glibc). Fallback: the pass stops at the thread's own stack, and a tree too deep for it fails its own scenario
    /// with a message.
    case stackSwitching = "stack-switching"

    /// Learning what a render wrote to `UserDefaults.standard` from the standard object's setters (Linux), whose class
    /// is swapped for a noting subclass. Fallback: reading the whole store before and after each turn — slower, and
    /// it sees every change.
    case defaultsSandbox = "defaults-sandbox"

    /// Building `PreviewProvider`s' previews once in a forked child to learn which stop the program. Fallback:
    /// nothing is probed, and a provider whose previews stop the program at discovery stops it.
    case forkProbe = "fork-probe"

    /// Crash isolation's signal handlers, exit hook, watchdog and restart (`execve` of `/proc/self/exe`). Fallback:
    /// nothing is installed, and a render that traps, exits or hangs ends or hangs the program.
    case crashIsolation = "crash-isolation"

    /// Naming the first frame in the user's code of a render that stopped the program, from the addresses the crash
    /// handler recorded, symbolicated by the Swift runtime's `Backtrace` in the restarted run. Fallback: the report
    /// names the scenario, its declaration and the runtime's message, and no frame.
    case stoppedFrames = "stopped-frames"

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
