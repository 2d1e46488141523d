import Convergence

/// A titled reading over a bar: one view for every ``GaugeDisplaying`` model.
struct MetricGauge<Metric: GaugeDisplaying>: View {
    let metric: Metric

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(metric.title).bold()
                Spacer()
                Text(metric.value)
            }
            if let fraction = metric.fraction {
                ProgressView(value: fraction)
            }
        }
    }
}
