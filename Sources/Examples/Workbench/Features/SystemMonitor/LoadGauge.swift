import Convergence

/// The 1-minute load as a share of the CPUs: a load of 1 per CPU fills the gauge.
struct LoadGauge: GaugeDisplaying {
    let load: LoadAverages?
    let processorCount: Int?

    init(_ metrics: SystemMetrics) {
        load = metrics.load
        processorCount = metrics.processorCount
    }

    var title: String { "Load (1 min)" }

    var value: String {
        guard let load else { return MetricFormat.unknown }
        let perCPU = processorCount.map { " on \($0) CPU\($0 == 1 ? "" : "s")" } ?? ""
        return MetricFormat.hundredths(load.oneMinute) + perCPU
    }

    var fraction: Double? {
        guard let load, let processorCount, processorCount > 0 else { return nil }
        return min(1, load.oneMinute / Double(processorCount))
    }
}
