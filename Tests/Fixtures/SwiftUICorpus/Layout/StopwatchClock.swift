import Convergence

struct StopwatchClock: View {
    @State private var laps: [String] = []

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func clockText(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack(spacing: 12) {
                Text(clockText(context.date))
                    .font(.system(size: 48, weight: .semibold, design: .monospaced))
                    .contentTransition(.numericText())
                Button("Lap") {
                    laps.append(clockText(context.date))
                }
                ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
                    Text("Lap \(index + 1): \(lap)")
                }
            }
            .padding()
        }
    }
}
