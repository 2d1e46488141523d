import Convergence
import ConvergenceTestSupport
import XCTest

/// `assertSnapshot` works from XCTest too: failures go through `XCTFail` when no Swift Testing test is running.
final class XCTestFrontEndTests: XCTestCase {
    @MainActor
    func testRecordedGalleryScenarioPassesUnderXCTest() async throws {
        let scenario = try XCTUnwrap(PackageCatalog.catalog.scenario(id: "Gallery/text"))
        try await assertSnapshot(of: scenario, in: PackageCatalog.catalog)
    }

    @MainActor
    func testSettledRenderIsAvailableToXCTest() async throws {
        let scenario = try XCTUnwrap(PackageCatalog.catalog.scenario(id: "Gallery/progress"))
        let text = try await scenario.render(.ascii(width: 40))
        XCTAssertTrue(text.contains("(~) Loading..."))
    }
}

/// A failed assertion under XCTest is a failure of the running test case at the calling line, found at run time
/// through `XCTFail` (the library does not link XCTest). Failures are captured here instead of failing the test.
final class XCTestFailureReportingTests: XCTestCase {
    private var captured: [(description: String, line: Int)] = []

    #if os(Linux) || os(Windows) || os(Android)
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            captured.append((description, lineNumber))
        }
    #endif

    @MainActor
    func testAMismatchFailsTheRunningTestCase() async throws {
        #if os(Linux) || os(Windows) || os(Android)
            let root = try ProbePackage.withStaleSnapshot()
            defer { try? FileManager.default.removeItem(at: root) }
            let scenario = Scenario("stale", feature: "Probe", formats: .ascii) { Text("Rendered today") }
            let line = #line + 1
            try await assertSnapshot(of: scenario, filePath: root.appendingPathComponent("T/T.swift").path)
            let failures = captured
            captured = []
            XCTAssertEqual(failures.count, 1)
            XCTAssertEqual(failures.first?.line, line)
            XCTAssertTrue(failures.first?.description.contains("+Rendered today") == true, "\(failures)")
        #endif
    }
}
