import Convergence

/// The rules a signup form must meet, shared by the form (messages as you type) and the account store.
///
/// A rule speaks up only once its field holds something: an untouched field is not an error yet.
enum SignupValidation {
    static let minimumPasswordLength = 8

    static func nameMessage(for name: String) -> String? {
        guard !name.isEmpty, name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return "Enter your name"
    }

    static func emailMessage(for email: String) -> String? {
        guard !email.isEmpty, !isValidEmail(email) else { return nil }
        return "Enter a valid email address"
    }

    static func passwordMessage(for password: String) -> String? {
        guard !password.isEmpty, password.count < minimumPasswordLength else { return nil }
        return "At least \(minimumPasswordLength) characters"
    }

    /// The first reason the request cannot be sent, or `nil` when it is complete and valid.
    static func problem(with request: SignupRequest) -> String? {
        if request.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "Enter your name" }
        if !isValidEmail(request.email) { return "Enter a valid email address" }
        if request.password.count < minimumPasswordLength {
            return "The password needs at least \(minimumPasswordLength) characters"
        }
        if !request.acceptsTerms { return "Accept the terms to create an account" }
        return nil
    }

    /// One `@`, something before it, and a domain of at least two non-empty labels; no spaces inside.
    static func isValidEmail(_ email: String) -> Bool {
        let email = email.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !email.contains(where: \.isWhitespace) else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    /// The form in which emails are compared: `Ada@Example.com ` and `ada@example.com` are one address.
    static func normalizedEmail(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
