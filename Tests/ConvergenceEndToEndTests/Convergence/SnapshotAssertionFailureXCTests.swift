import XCTest

/// The XCTest half of ``SnapshotAssertionFailureTests``: a test case that fails only in the child process.
final class SnapshotAssertionFailureXCTests: XCTestCase {
    @MainActor
    func testChildAssertsAChangedRender() async throws {
        guard SnapshotAssertionFailureTests.isChild else { return }
        try await SnapshotAssertionFailureTests.assertChangedRender()
    }
}
