import ConvergenceRuntime
import Testing

@Suite struct RuntimeFallbackTests {
    @Test func namesAreSeparatedByCommasInAnyCase() {
        #expect(RuntimeFallback.parse(" Test-Library ,unknown") == [.testLibrary])
    }

    @Test func allForcesEveryFallback() {
        #expect(RuntimeFallback.parse("all") == Set(RuntimeFallback.allCases))
    }

    @Test func nothingIsForcedByDefault() {
        #expect(RuntimeFallback.parse(nil).isEmpty)
        #expect(RuntimeFallback.parse("").isEmpty)
    }
}
