import Convergence

/// The round trips of one run, their summary, and a button to run again: plain values in, intent out.
struct PingPanel: View {
    let samples: [PingSample]
    let onRetry: @MainActor () -> Void

    init(samples: [PingSample], onRetry: @escaping @MainActor () -> Void) {
        self.samples = samples
        self.onRetry = onRetry
    }

    var body: some View {
        if let statistics = PingStatistics(samples) {
            VStack(alignment: .leading, spacing: 16) {
                Text(samples.count == 1 ? "1 echo from 127.0.0.1" : "\(samples.count) echoes from 127.0.0.1")
                List {
                    Section {
                        ForEach(samples) { sample in
                            HStack {
                                Text("#\(sample.sequence)")
                                Text("\(sample.bytes) bytes")
                                Spacer()
                                Text(PingStatistics.milliseconds(sample.roundTrip))
                            }
                        }
                    } header: {
                        Text("Round trips")
                    } footer: {
                        Text(summary(statistics))
                    }
                }
                Button("Ping Again", action: onRetry)
            }
        } else {
            ContentUnavailableView {
                Label("No Pings Sent", systemImage: "network")
            } description: {
                Text("The run had no messages to send, so nothing was measured.")
            } actions: {
                Button("Ping Again", action: onRetry)
            }
        }
    }

    private func summary(_ statistics: PingStatistics) -> String {
        let numbers = [statistics.fastest, statistics.average, statistics.slowest].map {
            PingStatistics.milliseconds($0).dropLast(3)
        }
        return "min \(numbers[0]) · avg \(numbers[1]) · max \(numbers[2]) ms"
    }
}
