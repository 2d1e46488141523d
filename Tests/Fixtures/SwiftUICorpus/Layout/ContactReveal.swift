import Convergence

struct ContactReveal: View {
    let name: String
    let phone: String
    let email: String
    @State private var showsDetails = false
    @State private var isPressed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "person.crop.circle")
                Text(name).font(.headline)
            }
            .scaleEffect(isPressed ? 0.95 : 1)
            .onLongPressGesture(minimumDuration: 0.6) {
                withAnimation(.spring()) {
                    showsDetails.toggle()
                }
            } onPressingChanged: { pressing in
                isPressed = pressing
            }

            if showsDetails {
                VStack(alignment: .leading) {
                    Label(phone, systemImage: "phone")
                    Label(email, systemImage: "envelope")
                }
                .transition(.move(edge: .top).combined(with: .opacity))
            } else {
                Text("Touch and hold to show details")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
