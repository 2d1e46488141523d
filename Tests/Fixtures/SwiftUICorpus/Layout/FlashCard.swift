import Convergence

struct FlashCard: View {
    let question: String
    let answer: String
    @State private var isFlipped = false
    @State private var reviewed = 0

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                RoundedRectangle(cornerRadius: 20)
                    .fill(isFlipped ? Color.green.opacity(0.2) : Color.blue.opacity(0.2))
                Text(isFlipped ? answer : question)
                    .font(.title3)
                    .multilineTextAlignment(.center)
                    .padding()
            }
            .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            .accessibilityIdentifier("card")
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.4)) {
                    isFlipped.toggle()
                }
                if isFlipped { reviewed += 1 }
            }
            Text("Tap the card to flip it")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Text("Reviewed: \(reviewed)")
        }
        .padding()
    }
}
