import ConvergenceTestSupport
import Testing

/// Under `CI` a missing tool fails the tests that need it; on a workstation it skips them.
@Suite struct RequiredToolTests {
    @Test func aPresentToolRunsTheTest() throws {
        #expect(try RequiredTool.isPresent(true, "tmux", environment: ["CI": "true"]))
        #expect(try RequiredTool.isPresent(true, "tmux", environment: [:]))
    }

    @Test func aMissingToolSkipsOnAWorkstation() throws {
        #expect(try !RequiredTool.isPresent(false, "tmux", environment: [:]))
        #expect(try !RequiredTool.isPresent(false, "tmux", environment: ["CI": "false"]))
        #expect(try !RequiredTool.isPresent(false, "tmux", environment: ["CI": "0"]))
    }

    @Test(arguments: ["true", "1", "yes"])
    func aMissingToolFailsUnderCI(_ value: String) {
        #expect(throws: RequiredTool.MissingUnderCI.self) {
            try RequiredTool.isPresent(false, "tmux", environment: ["CI": value])
        }
    }
}
