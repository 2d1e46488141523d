import Convergence

struct ShareActions: View {
    @State private var status = "Share this recipe"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(status)
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 8) {
                    Button("Copy link") { status = "Link copied" }
                    Button("Message") { status = "Opening Messages" }
                    Button("Email") { status = "Opening Mail" }
                }
                VStack(alignment: .leading, spacing: 4) {
                    Button("Copy link") { status = "Link copied" }
                    Button("Message") { status = "Opening Messages" }
                    Button("Email") { status = "Opening Mail" }
                }
            }
        }
        .padding()
    }
}
