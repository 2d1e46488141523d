import Convergence

struct PillButtonStyle: ButtonStyle {
    var isProminent = false

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(isProminent ? "»" : "›")
            configuration.label
                .bold(isProminent)
        }
        .padding(.horizontal, 8)
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title
                .font(.caption)
        }
    }
}

struct StyledButtons: View {
    @State private var likes = 0
    @State private var shares = 0

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Label("Likes: \(likes)", systemImage: "heart")
                Label("Shares: \(shares)", systemImage: "square.and.arrow.up")
            }
            .labelStyle(StackedLabelStyle())
            Button("Like") { likes += 1 }
                .buttonStyle(PillButtonStyle(isProminent: true))
            Button("Share") { shares += 1 }
                .buttonStyle(PillButtonStyle())
            Button("Reset", role: .destructive) {
                likes = 0
                shares = 0
            }
            .buttonStyle(.borderedProminent)
        }
    }
}
