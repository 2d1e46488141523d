import Convergence

/// The signup feature's shared constructors, and the scenarios that need interaction steps; every other state is a
/// `#Preview` in `SignupView.swift`.
public enum SignupScenarios: ScenarioProvider {
    /// A blank form; registration is open.
    @MainActor static func empty() -> SignupState {
        SignupState(service: MockAccountService(.accepting(SignupFixtures.account)))
    }

    /// Every field valid and the terms accepted: ready to send.
    @MainActor static func filled() -> SignupState {
        SignupState(service: MockAccountService(.accepting(SignupFixtures.account)), form: SignupFixtures.validRequest)
    }

    /// A name, no email yet, and a password two characters short.
    @MainActor static func invalid() -> SignupState {
        let form = SignupRequest(
            name: SignupFixtures.name, email: "", password: SignupFixtures.shortPassword, acceptsTerms: true)
        return SignupState(service: MockAccountService(.accepting(SignupFixtures.account)), form: form)
    }

    /// A valid form whose submission takes two seconds on the scenario clock.
    @MainActor static func loading() -> SignupState {
        SignupState(service: MockAccountService(.delayed(SignupFixtures.account)), form: SignupFixtures.validRequest)
    }

    /// A valid form for an email that already has an account.
    @MainActor static func error() -> SignupState {
        SignupState(service: MockAccountService(.duplicateEmail), form: SignupFixtures.validRequest)
    }

    /// Registration is by invitation only.
    @MainActor static func unauthorized() -> SignupState {
        SignupState(service: MockAccountService(.invitationsOnly))
    }

    /// The form for production: accounts kept in the user's application-support folder.
    @MainActor public static func live() -> SignupState {
        SignupState(service: FileAccountService())
    }

    /// The screen's file name, so these scenarios' snapshots sit beside its previews' in `__Snapshots__/SignupView/`.
    public static var featureName: String { "SignupView" }

    public static var scenarios: [Scenario] {
        [
            Scenario(
                "invalid",
                steps: [.type("ada@", into: "Email"), .type("example.com", into: "Email")]
            ) { SignupView(state: invalid()) },
            Scenario(
                "loading",
                steps: [.tap("Create account"), .advanceClock(by: .seconds(2))]
            ) { SignupView(state: loading()) },
            Scenario("error", steps: [.tap("Create account")]) { SignupView(state: error()) },
            Scenario("success", steps: [.tap("Create account")]) { SignupView(state: filled()) },
        ]
    }
}
