import ConvergenceScenarios
import ConvergenceSnapshots

/// Runs `operation` with snapshots recorded by `mode` and redacted by `redactions`, whatever `SNAPSHOTS_RECORD` and
/// `CI` say: the scope of one test, a group of assertions, or (in XCTest, which has no traits) a whole test case
/// through an `invokeTest` override.
///
/// The scope reaches every `assertSnapshot` and `SnapshotRunner` run the operation makes, in its child tasks too.
/// Record mode precedence: this scope, then `SNAPSHOTS_RECORD`, then `CI` (which means `never`), then `missing`.
/// Redactions add to the scenario's own and to those of an enclosing scope.
///
/// ```swift
/// @Test func redesignedCheckout() async throws {
///     try await withSnapshotTesting(record: .failed, redacting: [.uuids]) {
///         try await assertSnapshot(of: CheckoutScenarios.scenarios[0])
///     }
/// }
///
/// final class CheckoutTests: XCTestCase {
///     override func invokeTest() { withSnapshotTesting(redacting: [.isoDates]) { super.invokeTest() } }
/// }
/// ```
///
/// - Parameters:
///   - mode: What the assertions inside may write; nil leaves it to the environment (or an enclosing scope).
///   - redactions: What varies from run to run, replaced by placeholders in every snapshot file inside.
///   - isolation: The actor the operation runs on: the caller's; leave the default.
///   - operation: The work.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(
    record mode: RecordMode? = nil, redacting redactions: [Redaction] = [],
    isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Result
) async rethrows -> Result {
    try await Redaction.$scoped.withValue(
        Redaction.scoped + redactions,
        operation: {
            guard let mode else { return try await operation() }
            return try await RecordMode.$scoped.withValue(mode, operation: operation, isolation: isolation)
        }, isolation: isolation)
}

/// Runs `operation` with snapshots recorded by `mode` and redacted by `redactions`: the synchronous form of
/// `withSnapshotTesting(record:redacting:isolation:_:)`, for XCTest's `invokeTest()`.
///
/// - Parameters:
///   - mode: What the assertions inside may write; nil leaves it to the environment (or an enclosing scope).
///   - redactions: What varies from run to run, replaced by placeholders in every snapshot file inside.
///   - operation: The work.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(
    record mode: RecordMode? = nil, redacting redactions: [Redaction] = [], _ operation: () throws -> Result
) rethrows -> Result {
    try Redaction.$scoped.withValue(Redaction.scoped + redactions) {
        guard let mode else { return try operation() }
        return try RecordMode.$scoped.withValue(mode, operation: operation)
    }
}
