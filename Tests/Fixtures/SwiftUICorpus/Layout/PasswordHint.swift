import Convergence

struct PasswordHint: View {
    @State private var password = ""
    @State private var showsHint = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Create a password").font(.headline)
            SecureField("Password", text: $password)
            Text("At least 12 characters, one digit")
                .font(.footnote)
                .opacity(showsHint ? 1 : 0)
            HStack {
                Image(systemName: "checkmark.circle")
                    .hidden()
                Text(showsHint ? "Hide hint" : "Show hint")
                    .onTapGesture { showsHint.toggle() }
            }
        }
        .padding()
    }
}
