import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

/// Relative paths on the command line resolve inside the working directory, whether or not its URL ends in `/`.
@Suite struct CommandContextPathTests {
    /// The store root `--snapshots folder` gives in a context whose working directory is `workingDirectory`.
    static func storeRoot(_ folder: String, in workingDirectory: URL) throws -> String {
        let context = CommandContext(
            program: "scenarios", catalog: RunCommandsFixtures.catalog(), environment: [:],
            workingDirectory: workingDirectory, isTerminal: false, write: { _ in }, writeError: { _ in },
            readLine: { nil })
        let arguments = try ParsedArguments.parse(
            ["--snapshots", folder], for: CommandSpec(name: "x", summary: "", options: [RunOptions.snapshots]))
        return try context.store(arguments).root.path
    }

    @Test(arguments: [false, true])
    func snapshotsFolderIsInsideTheWorkingDirectory(trailingSlash: Bool) throws {
        let workingDirectory = URL(fileURLWithPath: "/tmp/x", isDirectory: trailingSlash)
        #expect(workingDirectory.absoluteString.hasSuffix("/") == trailingSlash)
        #expect(try Self.storeRoot("snaps", in: workingDirectory) == "/tmp/x/snaps")
        #expect(try Self.storeRoot("a/../snaps/", in: workingDirectory) == "/tmp/x/snaps")
        #expect(try Self.storeRoot("../y", in: workingDirectory) == "/tmp/y")
        #expect(try Self.storeRoot("/elsewhere/snaps", in: workingDirectory) == "/elsewhere/snaps")
    }

    @Test @MainActor func recordWritesInsideAWorkingDirectoryWithoutTrailingSlash() async throws {
        try await RunCommandsHarness.with { harness in
            let work = harness.folder.appendingPathComponent("work", isDirectory: true)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let workingDirectory = URL(fileURLWithPath: work.path, isDirectory: false)
            #expect(!workingDirectory.absoluteString.hasSuffix("/"))
            let output = await harness.run(["record", "--snapshots", "snaps"], workingDirectory: workingDirectory)
            #expect(output.status == 0, "\(output.standardError)")
            #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("snaps/Item/loaded.txt").path))
            #expect(!FileManager.default.fileExists(atPath: harness.folder.appendingPathComponent("snaps").path))
        }
    }
}
