import Convergence

struct Hexagon: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = rect.width
        let height = rect.height
        path.move(to: CGPoint(x: width * 0.5, y: 0))
        path.addLine(to: CGPoint(x: width, y: height * 0.25))
        path.addLine(to: CGPoint(x: width, y: height * 0.75))
        path.addLine(to: CGPoint(x: width * 0.5, y: height))
        path.addLine(to: CGPoint(x: 0, y: height * 0.75))
        path.addLine(to: CGPoint(x: 0, y: height * 0.25))
        path.closeSubpath()
        return path
    }
}

struct AchievementBadge: View {
    let title: String
    @State private var isEarned = false

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                Hexagon()
                    .fill(isEarned ? Color.orange : Color.gray.opacity(0.3))
                Hexagon()
                    .stroke(Color.orange, lineWidth: 3)
                Image(systemName: isEarned ? "star.fill" : "lock.fill")
                    .foregroundStyle(.white)
                    .phaseAnimator([false, true]) { content, glowing in
                        content.scaleEffect(glowing ? 1.2 : 1)
                    }
            }
            .frame(width: 96, height: 64)
            .shadow(color: .orange.opacity(isEarned ? 0.5 : 0), radius: 8)
            Text(title).font(.headline)
            Text(isEarned ? "Earned" : "Locked")
                .foregroundStyle(.secondary)
            if !isEarned {
                Button("Claim reward") {
                    isEarned = true
                }
            }
        }
        .padding()
    }
}
