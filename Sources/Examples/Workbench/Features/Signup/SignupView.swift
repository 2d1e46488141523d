import Convergence

/// The signup screen: the form, the closed-registration notice, or the new account.
public struct SignupView: View {
    @Bindable private var state: SignupState

    public init(state: SignupState) {
        _state = Bindable(state)
    }

    public var body: some View {
        NavigationStack {
            content
                .navigationTitle("Sign Up")
        }
        .task { await state.loadIfNeeded() }
    }

    @ViewBuilder
    private var content: some View {
        switch state.viewState {
        case .checking:
            ProgressView("Checking registration...")
        case .editing, .submitting, .failed:
            SignupFormView(state: state)
        case .unauthorized:
            ContentUnavailableView(
                "Registration Closed",
                systemImage: "lock",
                description: Text("New accounts are by invitation only. Ask an administrator to invite you.")
            )
        case .created(let account):
            SignupConfirmationView(account: account)
        }
    }
}

#Preview("empty") { SignupView(state: SignupScenarios.empty()) }
#Preview("filled") { SignupView(state: SignupScenarios.filled()) }
#Preview("filled narrow", traits: .fixedLayout(width: 240, height: 480)) {
    SignupView(state: SignupScenarios.filled())
}
#Preview("filled wide", traits: .fixedLayout(width: 640, height: 320)) { SignupView(state: SignupScenarios.filled()) }
#Preview("unauthorized") { SignupView(state: SignupScenarios.unauthorized()) }
