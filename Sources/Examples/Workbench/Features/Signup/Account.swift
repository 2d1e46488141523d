import Convergence

/// A registered account, as the account store keeps it.
public struct Account: Identifiable, Equatable, Codable, Sendable {
    public let id: String
    public let name: String
    public let email: String
    public let createdAt: Date

    public init(id: String, name: String, email: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.email = email
        self.createdAt = createdAt
    }
}

/// What the signup form sends when the user creates an account.
public struct SignupRequest: Equatable, Sendable {
    public var name: String
    public var email: String
    public var password: String
    public var acceptsTerms: Bool

    public init(name: String, email: String, password: String, acceptsTerms: Bool) {
        self.name = name
        self.email = email
        self.password = password
        self.acceptsTerms = acceptsTerms
    }
}
