import Convergence

/// Creates accounts. The signup state depends on this protocol only.
public protocol AccountServicing: Sendable {
    /// Whether anyone may register, or only people with an invitation.
    func registrationStatus() async throws -> RegistrationStatus

    /// Creates an account; throws ``AccountServiceError`` when the request cannot be honoured.
    func register(_ request: SignupRequest) async throws -> Account
}

/// Whether the account store accepts new registrations.
public enum RegistrationStatus: Equatable, Sendable {
    case open
    case invitationsOnly
}
