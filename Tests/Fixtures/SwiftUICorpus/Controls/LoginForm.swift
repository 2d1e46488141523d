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
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .textContentType(.password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
                .onSubmit(signIn)
            if !password.isEmpty && password.count < 8 {
                Text("Passwords have at least 8 characters")
                    .font(.caption)
            }
            Button("Sign In", action: signIn)
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

    private func signIn() {
        guard canSignIn else {
            message = "Check your email and password"
            return
        }
        focusedField = nil
        message = "Signed in as \(email)"
    }
}
