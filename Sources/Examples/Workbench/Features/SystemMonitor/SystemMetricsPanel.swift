import Convergence

/// One reading laid out: the two gauges, the plain figures, any notes about unknown values, and Refresh.
struct SystemMetricsPanel: View {
    let metrics: SystemMetrics
    let refresh: @MainActor () async -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            MetricGauge(metric: LoadGauge(metrics))
            MetricGauge(metric: MemoryGauge(metrics))
            VStack(alignment: .leading) {
                LabeledContent("Load 1 / 5 / 15 min", value: loadAverages)
                LabeledContent("Uptime", value: metrics.uptimeSeconds.map(MetricFormat.uptime) ?? MetricFormat.unknown)
                LabeledContent("CPUs", value: metrics.processorCount.map(String.init) ?? MetricFormat.unknown)
            }
            if metrics.isPartial {
                VStack(alignment: .leading) {
                    ForEach(metrics.notes, id: \.self) { note in
                        Label(note, systemImage: "info.circle")
                    }
                }
            }
            Button("Refresh") { await refresh() }
        }
    }

    private var loadAverages: String {
        guard let load = metrics.load else { return MetricFormat.unknown }
        return [load.oneMinute, load.fiveMinutes, load.fifteenMinutes].map(MetricFormat.hundredths)
            .joined(separator: "  ")
    }
}
