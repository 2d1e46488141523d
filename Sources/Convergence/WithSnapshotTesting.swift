import ConvergenceSnapshots

/// Runs `operation` with snapshots recorded by `mode`, whatever `SNAPSHOTS_RECORD` and `CI` say: the scope of one
/// test, a group of assertions, or (in XCTest, which has no traits) an `invokeTest` override.
///
/// The mode reaches every `assertSnapshot` and `SnapshotRunner(packageContaining:)` the operation makes, in its child
/// tasks too. Precedence: this scope, then `SNAPSHOTS_RECORD`, then `CI` (which means `never`), then `missing`.
///
/// ```swift
/// @Test func redesignedCheckout() async throws {
///     try await withSnapshotTesting(record: .failed) {
///         try await assertSnapshot(of: CheckoutScenarios.scenarios[0])
///     }
/// }
///
/// final class CheckoutTests: XCTestCase {
///     override func invokeTest() { withSnapshotTesting(record: .all) { super.invokeTest() } }
/// }
/// ```
///
/// - Parameters:
///   - mode: What the assertions inside may write.
///   - isolation: The actor the operation runs on: the caller's; leave the default.
///   - operation: The work.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(
    record mode: RecordMode, isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Result
) async rethrows -> Result {
    try await RecordMode.$scoped.withValue(mode, operation: operation, isolation: isolation)
}

/// Runs `operation` with snapshots recorded by `mode`: the synchronous form of
/// `withSnapshotTesting(record:isolation:_:)`, for XCTest's `invokeTest()`.
///
/// - Parameters:
///   - mode: What the assertions inside may write.
///   - operation: The work.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(record mode: RecordMode, _ operation: () throws -> Result) rethrows -> Result {
    try RecordMode.$scoped.withValue(mode, operation: operation)
}
