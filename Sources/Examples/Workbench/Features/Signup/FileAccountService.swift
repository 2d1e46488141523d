import Convergence

/// Keeps accounts in `accounts.json` inside a folder on this machine.
///
/// Registration closes when the folder holds a file named `invitations-only`. The password never reaches disk:
/// this dashboard has no sign-in, and keeping it without a real key-derivation function would be worse than not
/// keeping it. Every failure (an unreadable or corrupt store, a folder that cannot be created) is thrown as an
/// ``AccountServiceError``.
///
/// ```swift
/// let service = FileAccountService(folder: URL(filePath: "/tmp/accounts"))
/// let account = try await service.register(request)   // account.id == "acct-0001" in a new folder
/// ```
public actor FileAccountService: AccountServicing {
    /// The folder that holds the store and the closed-registration marker.
    public nonisolated let folder: URL

    public init(folder: URL = FileAccountService.defaultFolder) {
        self.folder = folder
    }

    /// `Workbench/Accounts` in the user's application-support folder (`~/.local/share` on Linux), or in the
    /// temporary folder when there is none.
    public static var defaultFolder: URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appending(path: "Workbench", directoryHint: .isDirectory)
            .appending(path: "Accounts", directoryHint: .isDirectory)
    }

    /// The file whose presence closes registration.
    public nonisolated var invitationsOnlyMarker: URL { folder.appending(path: "invitations-only") }

    /// The JSON file that holds the accounts.
    public nonisolated var storeFile: URL { folder.appending(path: "accounts.json") }

    public func registrationStatus() throws -> RegistrationStatus {
        FileManager.default.fileExists(atPath: invitationsOnlyMarker.path) ? .invitationsOnly : .open
    }

    public func register(_ request: SignupRequest) throws -> Account {
        guard try registrationStatus() == .open else { throw AccountServiceError.registrationClosed }
        if let problem = SignupValidation.problem(with: request) {
            throw AccountServiceError.invalidRequest(problem)
        }
        var accounts = try readAccounts()
        let email = SignupValidation.normalizedEmail(request.email)
        if accounts.contains(where: { SignupValidation.normalizedEmail($0.email) == email }) {
            throw AccountServiceError.duplicateEmail(email)
        }
        let account = Account(
            id: Self.accountID(number: accounts.count + 1),
            name: request.name.trimmingCharacters(in: .whitespacesAndNewlines),
            email: email,
            createdAt: Date()
        )
        accounts.append(account)
        try write(accounts)
        return account
    }

    // MARK: Storage

    private struct Store: Codable {
        var accounts: [Account]
    }

    private func readAccounts() throws -> [Account] {
        let path = storeFile.path
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        do {
            let data = try Data(contentsOf: storeFile)
            return try Self.decoder.decode(Store.self, from: data).accounts
        } catch is DecodingError {
            throw AccountServiceError.storeUnreadable(path: path, reason: "it is not a valid account list")
        } catch {
            throw AccountServiceError.storeUnreadable(path: path, reason: Self.reason(error))
        }
    }

    private func write(_ accounts: [Account]) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let data = try Self.encoder.encode(Store(accounts: accounts))
            try data.write(to: storeFile, options: .atomic)
        } catch {
            throw AccountServiceError.storeUnwritable(path: storeFile.path, reason: Self.reason(error))
        }
    }

    private static func accountID(number: Int) -> String {
        "acct-" + String(format: "%04d", number)
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
