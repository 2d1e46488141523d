import Convergence

/// Memory in use out of the total.
struct MemoryGauge: GaugeDisplaying {
    let memory: MemoryUsage?

    init(_ metrics: SystemMetrics) {
        memory = metrics.memory
    }

    var title: String { "Memory" }

    var value: String {
        guard let memory else { return MetricFormat.unknown }
        return "\(MetricFormat.memory(kibibytes: memory.usedKiB)) of \(MetricFormat.memory(kibibytes: memory.totalKiB))"
    }

    var fraction: Double? { memory?.usedFraction }
}
