import ConvergenceCLITestSupport
import Foundation
import Testing

/// `report` and `gallery` through the built `scenarios` executable (the Workbench catalog), in a throwaway package
/// folder so the repository's own snapshots are never touched.
@Suite struct ReportGalleryExecutableTests {
    @Test func reportAndGalleryRunOnTheExampleCatalog() throws {
        try RunCommandsExecutable.withPackage { folder in
            let report = try RunCommandsExecutable.run(["report", "--markdown"], directory: folder, ci: true)
            #expect(report.status == 1, "nothing is recorded in a fresh package: \(report.standardError)")
            #expect(report.standardOutput.contains("### Not recorded yet"))
            #expect(report.standardOutput.contains("<!-- convergence-report v1"))
            let recorded = folder.appendingPathComponent("__Snapshots__/BooksView/loaded.txt")
            #expect(!FileManager.default.fileExists(atPath: recorded.path), "a report never records")

            for shard in 1...2 {
                let run = try RunCommandsExecutable.run(
                    ["report", "--shard", "\(shard)/2", "--out", "shard\(shard).md"], directory: folder, ci: true)
                #expect(run.status == 1, "\(run.standardError)")
            }
            let merged = try RunCommandsExecutable.run(
                ["report", "--merge", "shard1.md", "shard2.md"], directory: folder, ci: true)
            #expect(merged.status == 1, "\(merged.standardError)")
            func table(_ text: String) -> [Substring] { text.split(separator: "\n").filter { $0.hasPrefix("|") } }
            #expect(table(merged.standardOutput) == table(report.standardOutput))

            let gallery = try RunCommandsExecutable.run(["gallery", "--out", "site"], directory: folder, ci: true)
            #expect(gallery.status == 0, "\(gallery.standardError)")
            #expect(gallery.standardOutput.hasPrefix("Wrote site/index.html: "))
            let index = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
            #expect(index.contains("data-scenario-id=\"BooksView/loaded\""))
        }
    }

    @Test func badArgumentsExit64WithUsage() throws {
        try RunCommandsExecutable.withPackage { folder in
            for arguments in [
                ["report", "--shard", "0/2"], ["report", "--frobnicate"], ["gallery"], ["gallery", "--out"],
            ] {
                let run = try RunCommandsExecutable.run(arguments, directory: folder, ci: true)
                #expect(run.status == 64, "\(arguments)")
                #expect(
                    run.standardError.contains("usage: workbench-scenarios \(arguments[0])"),
                    "\(arguments): \(run.standardError)"
                )
            }
        }
    }
}
