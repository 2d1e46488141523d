import Convergence

/// The people and accounts every signup scenario and test uses.
enum SignupFixtures {
    static let name = "Ada Lovelace"
    static let email = "ada@example.com"
    static let password = "analytical-engine"
    /// Six characters: two short of the rule.
    static let shortPassword = "engine"

    static let validRequest = SignupRequest(name: name, email: email, password: password, acceptsTerms: true)

    static let account = Account(
        id: "acct-0001",
        name: name,
        email: email,
        createdAt: Date(timeIntervalSince1970: 1_700_000_000)
    )
}
