import ConvergenceScenarios
import ConvergenceSupport
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a snapshot check may write: the `SNAPSHOTS_RECORD` environment variable, or its default.
///
/// A check never deletes a snapshot; the mode only decides which renders become recorded files. A render that
/// differs and is not recorded is written beside the snapshot as `<file>.new`, so it can be reviewed or accepted.
///
/// ```swift
/// let mode = try RecordMode.resolve()  // SNAPSHOTS_RECORD=failed swift test → .failed
/// ```
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write snapshots that do not exist yet and compare the rest: the default on a workstation.
    ///
    /// Use it day to day: a new scenario records itself on the first run, a changed one fails with a diff.
    case missing

    /// Rewrite every snapshot whose render differs, and report each one that changed: the same files as
    /// ``failed`` (a snapshot equal to its render is left untouched by both, as rewriting it changes no byte).
    ///
    /// Use it after an intended change to many views (a new border style, a renamed button); review the result
    /// with `git diff`.
    case all

    /// Rewrite only the snapshots that differ; missing snapshots are recorded too.
    ///
    /// Use it to accept the mismatches of the last run after reading their diffs (or their `.new` files).
    case failed

    /// Write no snapshot: a missing snapshot fails, and so does one that differs.
    ///
    /// The default on CI, so that a pull request cannot pass by recording its own expectations. The render is
    /// still left beside the snapshot as `<file>.new`, for the CI artifacts.
    case never

    /// The variable that selects a mode explicitly.
    public static let environmentVariable = "SNAPSHOTS_RECORD"

    /// The mode `withSnapshotTesting(record:redacting:_:)` sets for the work it runs, which wins over the environment.
    @TaskLocal package static var scoped: RecordMode?

    /// Reads the mode from `SNAPSHOTS_RECORD`, or chooses the default: `never` on CI, `missing` elsewhere. Inside
    /// `withSnapshotTesting(record:redacting:_:)`, its mode wins over both.
    ///
    /// `SNAPSHOTS_RECORD` is matched case-insensitively with surrounding spaces ignored; an empty value counts as
    /// unset. When it is unset, `CI` set to anything but empty, `0` or `false` (any case) means `never`. An unknown
    /// value throws rather than falling back, so a typo never records (or skips recording) by surprise.
    ///
    /// ```swift
    /// try RecordMode.resolve(environment: ["SNAPSHOTS_RECORD": " All "])  // .all
    /// try RecordMode.resolve(environment: ["CI": "true"])                 // .never
    /// try RecordMode.resolve(environment: [:])                            // .missing
    /// try RecordMode.resolve(environment: ["SNAPSHOTS_RECORD": "yes"])    // throws: lists the four modes
    /// ```
    ///
    /// - Parameter environment: The variables to read; by default this process's environment.
    /// - Returns: The mode asked for, or the default.
    public static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> RecordMode {
        try resolveWithSource(environment: environment).mode
    }

    /// ``resolve(environment:)``, with where the mode came from (for failure messages).
    package static func resolveWithSource(
        environment: [String: String]
    ) throws -> (mode: RecordMode, source: RecordModeSource) {
        if let scoped { return (scoped, .scope) }
        let requested = normalized(environment[environmentVariable])
        if !requested.isEmpty {
            guard let mode = RecordMode(rawValue: requested) else {
                throw SnapshotStoreError.unknownRecordMode(value: environment[environmentVariable] ?? "")
            }
            return (mode, .variable)
        }
        let ci = normalized(environment["CI"])
        return ["", "0", "false"].contains(ci) ? (.missing, .workstation) : (.never, .continuousIntegration)
    }

    /// ``resolve(environment:)`` over this process's environment, reading only the two variables it needs
    /// (building the whole environment dictionary costs more than the rest of an unchanged assertion).
    ///
    /// - Returns: The mode asked for, or the default.
    /// - Throws: When `SNAPSHOTS_RECORD` holds an unknown mode.
    public static func resolveFromProcessEnvironment() throws -> RecordMode {
        try resolveFromProcessEnvironmentWithSource().mode
    }

    /// ``resolveFromProcessEnvironment()``, with where the mode came from (for failure messages).
    package static func resolveFromProcessEnvironmentWithSource() throws -> (mode: RecordMode, source: RecordModeSource)
    {
        if let scoped { return (scoped, .scope) }
        let record = getenv(environmentVariable).map { String(cString: $0) }
        let ci = getenv("CI").map { String(cString: $0) }
        if let known = lastResolved.mode(record: record, ci: ci) { return known }
        var environment: [String: String] = [:]
        environment[environmentVariable] = record
        environment["CI"] = ci
        let resolved = try resolveWithSource(environment: environment)
        lastResolved.remember(resolved, record: record, ci: ci)
        return resolved
    }

    /// The mode of the values last resolved: every assertion asks again, and the values seldom change.
    private static let lastResolved = LastResolvedMode()

    /// The two variables' values last resolved and their mode, behind a lock.
    private final class LastResolvedMode: @unchecked Sendable {
        private let lock = NSLock()
        private var last: (record: String?, ci: String?, resolved: (mode: RecordMode, source: RecordModeSource))?

        func mode(record: String?, ci: String?) -> (mode: RecordMode, source: RecordModeSource)? {
            lock.withLock {
                guard let last, last.record == record, last.ci == ci else { return nil }
                return last.resolved
            }
        }

        func remember(_ resolved: (mode: RecordMode, source: RecordModeSource), record: String?, ci: String?) {
            lock.withLock { last = (record, ci, resolved) }
        }
    }

    private static func normalized(_ value: String?) -> String {
        (value ?? "").trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}

/// Where a check's record mode came from. Failure messages say it, and name the way to change the mode there: a
/// `SNAPSHOTS_RECORD=… swift test` cannot change a mode a scope set, nor a command line's.
package enum RecordModeSource: Sendable, Equatable {
    /// `withSnapshotTesting(record:)` or a `.snapshots(record:)` trait around the check.
    case scope
    /// `SNAPSHOTS_RECORD`.
    case variable
    /// No `SNAPSHOTS_RECORD`, and `CI` set: `never`.
    case continuousIntegration
    /// Neither variable: `missing`.
    case workstation
    /// The code that made the ``SnapshotRunner`` gave it the mode.
    case runner
    /// A command line run: `program` is how the user calls the command line (`scenarios`, `swift run scenarios`).
    case command(program: String)

    /// Why a run in `never` may not record, in parentheses after "may not record one".
    package func whyNoRecording(_ mode: RecordMode) -> String {
        switch self {
        case .scope: "record mode \(mode.rawValue), set by withSnapshotTesting(record:) or a .snapshots(record:) trait"
        case .variable: "SNAPSHOTS_RECORD=\(mode.rawValue)"
        case .continuousIntegration: "record mode never, the default when CI is set"
        case .workstation: "record mode \(mode.rawValue)"
        case .runner: "this SnapshotRunner's mode is \(mode.rawValue)"
        case .command: "verify never records"
        }
    }

    /// The next step that writes what a check of this mode did not: `rewrite` for changed files, else missing ones.
    package func howToWrite(rewrite: Bool) -> String {
        let mode: RecordMode = rewrite ? .failed : .missing
        switch self {
        case .variable, .continuousIntegration, .workstation:
            return "SNAPSHOTS_RECORD=\(mode.rawValue) swift test"
        case .scope:
            return """
                set record: .\(mode.rawValue) in the withSnapshotTesting(record:) or .snapshots(record:) around this \
                check (SNAPSHOTS_RECORD does not override it), or remove it and run SNAPSHOTS_RECORD=\(mode.rawValue) swift test
                """
        case .runner:
            return "run a SnapshotRunner made with mode: .\(mode.rawValue)"
        case .command(let program):
            return rewrite
                ? "\(program) record --mode failed (or walk the .new files with \(program) review)"
                : "\(program) record"
        }
    }
}
