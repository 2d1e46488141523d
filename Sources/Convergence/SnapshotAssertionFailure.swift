/// A snapshot assertion's failure, thrown when it could not be recorded through the running test library.
///
/// ``assertSnapshot(of:in:filePath:fileID:file:line:column:)`` and
/// ``assertNoObsoleteSnapshots(in:filePath:fileID:file:line:column:)`` record their failures through Swift Testing or
/// XCTest, which they find at run time. When that lookup fails (another toolchain or platform, or
/// `CONVERGENCE_FORCE_FALLBACK=test-library`), they throw this instead, and the test library records the thrown error
/// as the test's failure, with the same message: a mismatch never passes.
public struct SnapshotAssertionFailure: Error, Sendable, CustomStringConvertible {
    /// The failure text: what differs, the diff, the snapshot's path and the command to run next.
    public let message: String
    /// Where the failure points, as `Module/File.swift`: the scenario's declaration or the assertion's call.
    public let fileID: String
    /// The line it points at.
    public let line: Int

    public var description: String { "\(fileID):\(line): \(message)" }
}
