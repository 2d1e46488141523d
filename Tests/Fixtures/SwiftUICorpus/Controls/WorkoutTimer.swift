import Convergence

struct WorkoutTimer: View {
    let startedAt: Date
    @State private var roundEnds: Date?
    @State private var rounds = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("Workout")
                .font(.title2)
            HStack {
                Text("Started")
                Text(startedAt, style: .relative)
                Text("ago")
            }
            if let roundEnds {
                Text(timerInterval: startedAt...roundEnds, countsDown: true)
                    .font(.largeTitle)
                    .monospacedDigit()
                Text("Round ends at \(roundEnds, style: .time)")
            } else {
                Text("No round running")
            }
            Text("Rounds: \(rounds)")
            Button("Start 1-minute round") {
                rounds += 1
                roundEnds = Date(timeIntervalSince1970: 1_767_258_000 + 60)
            }
        }
    }
}
