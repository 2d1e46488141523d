import Convergence
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
