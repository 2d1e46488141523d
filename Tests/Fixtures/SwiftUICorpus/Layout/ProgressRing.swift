import Convergence

struct ProgressRing: View {
    @State private var glasses = 3
    let goal = 8

    private var progress: Double { Double(glasses) / Double(goal) }

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle()
                    .stroke(Color.blue.opacity(0.2), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(.easeOut, value: progress)
                Text("\(Int(progress * 100))%")
                    .font(.largeTitle.bold())
            }
            .frame(width: 120, height: 96)
            Text("\(glasses) of \(goal) glasses")
            Button("Log a glass") {
                glasses = min(glasses + 1, goal)
            }
        }
        .padding()
    }
}
