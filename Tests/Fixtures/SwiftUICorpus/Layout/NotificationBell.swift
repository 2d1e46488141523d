import Convergence

struct NotificationBell: View {
    @State private var unread = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Inbox").font(.title2)
                Spacer()
                Image(systemName: "bell")
                    .keyframeAnimator(initialValue: 0.0, trigger: unread) { content, angle in
                        content.rotationEffect(.degrees(angle))
                    } keyframes: { _ in
                        LinearKeyframe(15.0, duration: 0.1)
                        LinearKeyframe(-15.0, duration: 0.1)
                        SpringKeyframe(0.0, duration: 0.2)
                    }
                    .overlay(alignment: .topTrailing) {
                        Text("\(unread)")
                            .font(.caption2)
                            .padding(.horizontal, 4)
                            .background(Capsule().fill(.red))
                            .offset(x: 8, y: -8)
                            .opacity(unread == 0 ? 0 : 1)
                    }
            }
            Text(unread == 0 ? "You're all caught up" : "\(unread) new messages")
            Button("Mark all read") {
                unread = 0
            }
            .disabled(unread == 0)
        }
        .padding()
    }
}
