import ConvergenceTestSupport
import Foundation
import Testing

/// `report` and `gallery` through the built `scenarios` executable (the Workbench catalog), in a throwaway package
/// folder so the repository's own snapshots are never touched.
@Suite struct ReportGalleryExecutableTests {
    /// Runs `scenarios <arguments>` in `folder` as on CI (`CI=true`).
    static func run(_ arguments: [String], in folder: URL) throws -> CapturedProcess {
        let executable = try #require(
            BuiltProduct.executable(named: "workbench-scenarios"),
            "the workbench-scenarios executable is not built beside the tests")
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        return try CapturedProcess.run(executable, arguments, directory: folder, environment: environment)
    }

    @Test func reportAndGalleryRunOnTheExampleCatalog() throws {
        try RunCommandsExecutable.withPackage { folder in
            let report = try Self.run(["report", "--markdown"], in: folder)
            #expect(report.status == 1, "nothing is recorded in a fresh package: \(report.standardError)")
            #expect(report.standardOutput.contains("### Not recorded yet"))
            #expect(report.standardOutput.contains("<!-- convergence-report v1"))
            let recorded = folder.appendingPathComponent("__Snapshots__/BooksView/loaded.txt")
            #expect(!FileManager.default.fileExists(atPath: recorded.path), "a report never records")

            for shard in 1...2 {
                let run = try Self.run(["report", "--shard", "\(shard)/2", "--out", "shard\(shard).md"], in: folder)
                #expect(run.status == 1, "\(run.standardError)")
            }
            let merged = try Self.run(["report", "--merge", "shard1.md", "shard2.md"], in: folder)
            #expect(merged.status == 1, "\(merged.standardError)")
            func table(_ text: String) -> [Substring] { text.split(separator: "\n").filter { $0.hasPrefix("|") } }
            #expect(table(merged.standardOutput) == table(report.standardOutput))

            let gallery = try Self.run(["gallery", "--out", "site"], in: folder)
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
                let run = try Self.run(arguments, in: folder)
                #expect(run.status == 64, "\(arguments)")
                #expect(
                    run.standardError.contains("usage: workbench-scenarios \(arguments[0])"),
                    "\(arguments): \(run.standardError)"
                )
            }
        }
    }
}
