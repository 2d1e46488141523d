import Testing

@testable import Workbench

@Suite struct MetricFormatTests {
    @Test func hundredthsRoundToTwoDecimals() {
        #expect(MetricFormat.hundredths(0) == "0.00")
        #expect(MetricFormat.hundredths(0.048) == "0.05")
        #expect(MetricFormat.hundredths(3.5) == "3.50")
        #expect(MetricFormat.hundredths(12.999) == "13.00")
    }

    @Test func memoryUsesTheLargestBinaryUnitWithOneDecimal() {
        #expect(MetricFormat.memory(kibibytes: 512) == "512.0\u{A0}KiB")
        #expect(MetricFormat.memory(kibibytes: 1_536) == "1.5\u{A0}MiB")
        #expect(MetricFormat.memory(kibibytes: 24_684_092) == "23.5\u{A0}GiB")
        #expect(MetricFormat.memory(kibibytes: 5_767_168) == "5.5\u{A0}GiB")
    }

    @Test func uptimeShowsDaysHoursAndMinutes() {
        #expect(MetricFormat.uptime(seconds: 42) == "42s")
        #expect(MetricFormat.uptime(seconds: 600) == "10m")
        #expect(MetricFormat.uptime(seconds: 3_660) == "1h 1m")
        #expect(MetricFormat.uptime(seconds: 273_120) == "3d 3h 52m")
    }

    @Test func loadGaugeIsTheOneMinuteLoadPerCPU() {
        let gauge = LoadGauge(SystemMonitorFixtures.metrics)
        #expect(gauge.value == "0.48 on 2 CPUs")
        #expect(gauge.fraction == 0.24)
    }

    @Test func memoryGaugeOfUnknownMemoryShowsADashAndNoBar() {
        let gauge = MemoryGauge(SystemMonitorFixtures.metricsWithoutMemory)
        #expect(gauge.value == "—")
        #expect(gauge.fraction == nil)
    }
}
