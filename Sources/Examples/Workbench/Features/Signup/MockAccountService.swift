import Convergence

/// An account service that plays one scenario: what the previews, snapshots and tests construct.
final class MockAccountService: AccountServicing, Sendable {
    enum Scenario: Sendable {
        /// Registration is open and creates this account.
        case accepting(Account)
        /// Registration is open, but the email is taken.
        case duplicateEmail
        /// Only invited people may register.
        case invitationsOnly
        /// Registration is open and answers after a while on the scenario clock.
        case delayed(Account, duration: Duration = .seconds(2))
    }

    private let scenario: Scenario

    init(_ scenario: Scenario) {
        self.scenario = scenario
    }

    func registrationStatus() async throws -> RegistrationStatus {
        if case .invitationsOnly = scenario { return .invitationsOnly }
        return .open
    }

    func register(_ request: SignupRequest) async throws -> Account {
        switch scenario {
        case .accepting(let account):
            return account
        case .duplicateEmail:
            throw AccountServiceError.duplicateEmail(SignupValidation.normalizedEmail(request.email))
        case .invitationsOnly:
            throw AccountServiceError.registrationClosed
        case .delayed(let account, let duration):
            try await ScenarioClock.sleep(for: duration)
            return account
        }
    }
}
