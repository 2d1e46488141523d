import Convergence

struct LoginForm: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var message: String?
    @FocusState private var focusedField: Field?

    private var canSignIn: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        VStack(spacing: 12) {
            Text("Welcome back")
                .font(.largeTitle)
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .textContentType(.password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
            if !password.isEmpty && password.count < 8 {
                Text("Passwords have at least 8 characters")
                    .font(.caption)
            }
            Button("Sign In") {
                focusedField = nil
                message = "Signed in as \(email)"
            }
            .disabled(!canSignIn)
            .keyboardShortcut(.defaultAction)
            if let message {
                Text(message)
                    .accessibilityAddTraits(.isStaticText)
            }
        }
        .padding()
        .onAppear { focusedField = .email }
    }
}
