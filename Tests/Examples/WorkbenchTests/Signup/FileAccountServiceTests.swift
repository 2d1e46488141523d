import Foundation
import Testing

@testable import Workbench

@Suite struct FileAccountServiceTests {
    /// A fresh folder under the temporary directory, removed when the test ends.
    private func withTemporaryFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appending(path: "FileAccountServiceTests-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    @Test func createsTheFolderAndStoresAccountsInOrder() async throws {
        try await withTemporaryFolder { root in
            let folder = root.appending(path: "nested/accounts", directoryHint: .isDirectory)
            let service = FileAccountService(folder: folder)
            #expect(try await service.registrationStatus() == .open)

            let first = try await service.register(SignupFixtures.validRequest)
            #expect(first.id == "acct-0001")
            #expect(first.email == SignupFixtures.email)
            #expect(FileManager.default.fileExists(atPath: service.storeFile.path))

            var second = SignupFixtures.validRequest
            second.email = "grace@example.com"
            let reopened = FileAccountService(folder: folder)
            #expect(try await reopened.register(second).id == "acct-0002")

            let stored = try String(contentsOf: service.storeFile, encoding: .utf8)
            #expect(stored.contains("grace@example.com"))
            #expect(!stored.contains(SignupFixtures.password))
        }
    }

    @Test func rejectsAnEmailThatAlreadyHasAnAccount() async throws {
        try await withTemporaryFolder { folder in
            let service = FileAccountService(folder: folder)
            _ = try await service.register(SignupFixtures.validRequest)
            var again = SignupFixtures.validRequest
            again.email = " ADA@example.com"
            await #expect(throws: AccountServiceError.duplicateEmail("ada@example.com")) {
                try await service.register(again)
            }
        }
    }

    @Test func invitationsOnlyMarkerClosesRegistration() async throws {
        try await withTemporaryFolder { folder in
            let service = FileAccountService(folder: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data().write(to: service.invitationsOnlyMarker)
            #expect(try await service.registrationStatus() == .invitationsOnly)
            await #expect(throws: AccountServiceError.registrationClosed) {
                try await service.register(SignupFixtures.validRequest)
            }
        }
    }

    @Test func corruptStoreIsAnErrorNotACrash() async throws {
        try await withTemporaryFolder { folder in
            let service = FileAccountService(folder: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{ not json".utf8).write(to: service.storeFile)
            let error = await #expect(throws: AccountServiceError.self) {
                try await service.register(SignupFixtures.validRequest)
            }
            #expect(
                error
                    == .storeUnreadable(path: service.storeFile.path, reason: "it is not a valid account list"))
        }
    }

    @Test func unreadableStoreIsAnError() async throws {
        try await withTemporaryFolder { folder in
            let service = FileAccountService(folder: folder)
            // A folder where the JSON file should be cannot be read as one.
            try FileManager.default.createDirectory(at: service.storeFile, withIntermediateDirectories: true)
            let error = await #expect(throws: AccountServiceError.self) {
                try await service.register(SignupFixtures.validRequest)
            }
            guard case .storeUnreadable = error else {
                Issue.record("expected storeUnreadable, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func folderThatCannotBeCreatedIsAnError() async throws {
        try await withTemporaryFolder { root in
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let blocker = root.appending(path: "blocker")
            try Data("a file, not a folder".utf8).write(to: blocker)
            let service = FileAccountService(folder: blocker.appending(path: "accounts", directoryHint: .isDirectory))
            let error = await #expect(throws: AccountServiceError.self) {
                try await service.register(SignupFixtures.validRequest)
            }
            guard case .storeUnwritable = error else {
                Issue.record("expected storeUnwritable, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func invalidRequestIsRefusedBeforeTouchingDisk() async throws {
        try await withTemporaryFolder { folder in
            let service = FileAccountService(folder: folder)
            var request = SignupFixtures.validRequest
            request.email = "ada@"
            await #expect(throws: AccountServiceError.invalidRequest("Enter a valid email address")) {
                try await service.register(request)
            }
            #expect(!FileManager.default.fileExists(atPath: folder.path))
        }
    }

    @Test func defaultFolderIsAnAbsoluteWorkbenchFolder() {
        let path = FileAccountService.defaultFolder.path
        #expect(path.hasPrefix("/"))
        #expect(path.hasSuffix("Workbench/Accounts"))
    }
}
