import Convergence

struct ProfileHeader: View {
    let name: String
    let handle: String
    @State private var isFollowing = false
    @State private var followers = 1_203

    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(
                colors: [.purple, .blue],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            .frame(height: 48)
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .top) {
                    Circle()
                        .fill(Color(red: 0.9, green: 0.8, blue: 0.6))
                        .frame(width: 48, height: 48)
                        .overlay(Text(String(name.prefix(1))).font(.title))
                    VStack(alignment: .leading) {
                        Text(name).font(.headline)
                        Text(handle).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button(isFollowing ? "Following" : "Follow") {
                        isFollowing.toggle()
                        followers += isFollowing ? 1 : -1
                    }
                }
                Text("\(followers) followers")
                    .font(.footnote)
            }
            .padding()
        }
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
    }
}
