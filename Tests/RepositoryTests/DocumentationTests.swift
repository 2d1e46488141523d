import Foundation
import Testing

/// The README stays a page a newcomer reads in five minutes (`DocumentationBuildTests` builds the DocC catalogs).
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func readmeStaysAtOrUnderThreeHundredLines() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines =
            readme.split(separator: "\n", omittingEmptySubsequences: false).count - (readme.hasSuffix("\n") ? 1 : 0)
        #expect(
            lines <= 300,
            "README.md has \(lines) lines: keep it at or under 300 and move the details into the DocC articles of Sources/Convergence/Convergence.docc"
        )
    }
}
