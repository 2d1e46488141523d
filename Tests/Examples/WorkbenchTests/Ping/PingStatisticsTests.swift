import Testing

@testable import Workbench

@Suite struct PingStatisticsTests {
    @Test func writesMillisecondsWithThreeDecimalsByIntegerArithmetic() {
        #expect(PingStatistics.milliseconds(.microseconds(412)) == "0.412 ms")
        #expect(PingStatistics.milliseconds(.microseconds(1_250)) == "1.250 ms")
        #expect(PingStatistics.milliseconds(.microseconds(7)) == "0.007 ms")
        #expect(PingStatistics.milliseconds(.zero) == "0.000 ms")
        #expect(PingStatistics.milliseconds(.nanoseconds(999)) == "0.000 ms")
        #expect(PingStatistics.milliseconds(.seconds(12) + .microseconds(345_678)) == "12345.678 ms")
    }

    @Test func summarisesFastestAverageAndSlowest() throws {
        let statistics = try #require(PingStatistics(PingFixtures.samples))
        #expect(statistics.fastest == .microseconds(64))
        #expect(statistics.slowest == .microseconds(1_250))
        #expect(statistics.average == .microseconds(376) + .nanoseconds(800))
    }

    @Test func hasNothingToSayAboutNoSamples() {
        #expect(PingStatistics([]) == nil)
    }
}
