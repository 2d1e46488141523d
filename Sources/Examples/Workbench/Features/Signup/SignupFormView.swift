import Convergence

/// The signup fields, each with the message its rule gives, and the button that sends them.
struct SignupFormView: View {
    @Bindable var state: SignupState

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $state.name)
            message(state.nameMessage)
            TextField("Email", text: $state.email)
            message(state.emailMessage)
            SecureField("Password", text: $state.password)
            message(state.passwordMessage)
            Toggle("Accept terms", isOn: $state.acceptsTerms)
            if let failure {
                Label(failure, systemImage: "exclamationmark.triangle")
                    .foregroundStyle(.red)
            }
            if isSubmitting {
                ProgressView("Creating account...")
            } else {
                Button("Create account") { await state.submit() }
                    .disabled(!state.canSubmit)
            }
        }
        .disabled(isSubmitting)
    }

    @ViewBuilder
    private func message(_ text: String?) -> some View {
        if let text {
            Text(text)
                .foregroundStyle(.red)
                .padding(.leading)
        }
    }

    private var isSubmitting: Bool { state.viewState == .submitting }

    private var failure: String? {
        if case .failed(let reason) = state.viewState { reason } else { nil }
    }
}
