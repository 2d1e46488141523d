import ConvergenceCLITestSupport
import ConvergenceTestSupport
import Foundation
import Testing
import Workbench
import WorkbenchGallery

@Suite struct RunCommandsExecutableTests {
    @Test func recordThenVerifyThenListOnTheRepositoryCatalog() throws {
        try RunCommandsExecutable.withPackage { folder in
            let snapshots = folder.appendingPathComponent("snaps").path
            let record = try RunCommandsExecutable.run(["record", "--snapshots", snapshots], directory: folder)
            #expect(record.status == 0, "\(record.standardOutput)\(record.standardError)")
            #expect(record.standardOutput.contains("RECORDED FilesView/loaded\n"))

            let verify = try RunCommandsExecutable.run(["verify", "--snapshots", snapshots], directory: folder)
            #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
            let total = RepositoryCatalog.catalog.all.count
            #expect(verify.standardOutput.contains("Scenarios: \(total) passed, \(total) total\n"))
            #expect(verify.standardOutput.contains("Obsolete:  none\n"))

            let list = try RunCommandsExecutable.run(["list", "--snapshots", snapshots, "--json"], directory: folder)
            #expect(list.status == 0)
            let entries = try #require(
                try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [[String: Any]])
            #expect(entries.map { $0["id"] as? String } == RepositoryCatalog.catalog.all.map(\.id))
            #expect(entries.allSatisfy { $0["state"] as? String == "recorded" })
            #expect(entries.allSatisfy { ($0["files"] as? [String])?.isEmpty == false })
        }
    }

    @Test func verifyInAPackageFolderFailsOnMissingSnapshotsAndWritesOnlyPendingFiles() throws {
        try RunCommandsExecutable.withPackage { folder in
            let verify = try RunCommandsExecutable.run(["verify", "--feature", "PingView"], directory: folder)
            #expect(verify.status == 1)
            #expect(verify.standardOutput.contains("MISSING PingView/loaded\n"))
            #expect(verify.standardOutput.contains("Pending:   "))
            #expect(verify.standardOutput.contains("walk them with `workbench-scenarios review`"), "named as run")
            let store = folder.appendingPathComponent("__Snapshots__/PingView")
            let files = try FileManager.default.contentsOfDirectory(atPath: store.path)
            #expect(!files.isEmpty && files.allSatisfy { $0.hasSuffix(".new") })

            let list = try RunCommandsExecutable.run(["list", "--feature", "PingView"], directory: folder)
            #expect(list.standardOutput.contains("PingView/loaded  "))
            #expect(list.standardOutput.contains("pending"))
        }
    }

    @Test func shardsOfTheExecutableAreDisjointAndCoverTheCatalog() throws {
        try RunCommandsExecutable.withPackage { folder in
            var seen: [String] = []
            for index in 1...3 {
                let output = try RunCommandsExecutable.run(["record", "--shard", "\(index)/3"], directory: folder)
                #expect(output.status == 0, "\(output.standardOutput)")
                #expect(output.standardOutput.contains("Obsolete:  none\n"), "\(output.standardOutput)")
                seen += output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("RECORDED ") }
                    .map { String($0.dropFirst("RECORDED ".count)) }
            }
            #expect(seen.count == Set(seen).count)
            #expect(Set(seen) == Set(RepositoryCatalog.catalog.all.map(\.id)))
        }
    }

    @Test func pruneAndCoverage() throws {
        try RunCommandsExecutable.withPackage { folder in
            _ = try RunCommandsExecutable.run(["record"], directory: folder)
            let obsolete = folder.appendingPathComponent("__Snapshots__/FilesView/renamed.txt")
            try Data("old\n".utf8).write(to: obsolete)
            let dryRun = try RunCommandsExecutable.run(["prune", "--dry-run"], directory: folder)
            #expect(dryRun.status == 0)
            #expect(dryRun.standardOutput.hasPrefix("would remove FilesView/renamed.txt\n"))
            #expect(FileManager.default.fileExists(atPath: obsolete.path))
            #expect(try RunCommandsExecutable.run(["verify"], directory: folder).status == 1)
            let prune = try RunCommandsExecutable.run(["prune"], directory: folder)
            #expect(prune.standardOutput.hasPrefix("removed FilesView/renamed.txt\n"))
            #expect(!FileManager.default.fileExists(atPath: obsolete.path))
            #expect(try RunCommandsExecutable.run(["verify"], directory: folder).status == 0)

            let coverage = try RunCommandsExecutable.run(["coverage"], directory: folder)
            #expect(coverage.status == 0)
            #expect(coverage.standardOutput.hasPrefix("Feature  "))
            #expect(coverage.standardOutput.contains("unauthorized\n"))
        }
    }

    @Test func badArgumentsAreUsageErrorsWithSuggestions() throws {
        try RunCommandsExecutable.withPackage { folder in
            let cases: [([String], String)] = [
                (["record", "--mode", "everything"], "unknown mode everything"),
                (["verify", "--shard", "4/3"], "--shard needs i/n"),
                (["verify", "FilesView/loadd"], "no scenario FilesView/loadd; did you mean FilesView/loaded"),
                (["list", "--feature", "BoksView"], "did you mean BooksView?"),
                (["prune", "--dryrun"], "did you mean --dry-run?"),
                (["coverage", "extra"], "unexpected argument extra"),
            ]
            for (arguments, message) in cases {
                let output = try RunCommandsExecutable.run(arguments, directory: folder)
                #expect(output.status == 64, "\(arguments)")
                #expect(output.standardError.contains(message), "\(arguments): \(output.standardError)")
                #expect(output.standardError.contains("usage: workbench-scenarios \(arguments[0])"), "\(arguments)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__").path))
            for command in ["list", "verify", "record", "prune", "coverage"] {
                let help = try RunCommandsExecutable.run([command, "--help"], directory: folder)
                #expect(help.status == 0)
                #expect(help.standardOutput.hasPrefix("usage: workbench-scenarios \(command)"))
            }
        }
    }
}
