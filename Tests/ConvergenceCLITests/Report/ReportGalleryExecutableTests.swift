import Foundation
import Testing

/// `report` and `gallery` through the built `scenarios` executable (the Workbench catalog), in a throwaway package
/// folder so the repository's own snapshots are never touched.
@Suite struct ReportGalleryExecutableTests {
    static var executable: URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("scenarios") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        guard let executable = Self.executable else {
            throw ReportGalleryExecutableMissing()
        }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    static func package() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConvergenceReportExecutable-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        return folder
    }

    @Test func reportAndGalleryRunOnTheExampleCatalog() throws {
        let folder = try Self.package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try Self.run(["report", "--markdown"], in: folder)
        #expect(report.status == 1, "nothing is recorded in a fresh package: \(report.err)")
        #expect(report.out.contains("### Not recorded yet"))
        #expect(report.out.contains("<!-- convergence-report v1"))
        let recorded = folder.appendingPathComponent("__Snapshots__/Books/loaded.txt")
        #expect(!FileManager.default.fileExists(atPath: recorded.path), "a report never records")

        for shard in 1...2 {
            let run = try Self.run(["report", "--shard", "\(shard)/2", "--out", "shard\(shard).md"], in: folder)
            #expect(run.status == 1, "\(run.err)")
        }
        let merged = try Self.run(["report", "--merge", "shard1.md", "shard2.md"], in: folder)
        #expect(merged.status == 1, "\(merged.err)")
        func table(_ text: String) -> [Substring] { text.split(separator: "\n").filter { $0.hasPrefix("|") } }
        #expect(table(merged.out) == table(report.out))

        let gallery = try Self.run(["gallery", "--out", "site"], in: folder)
        #expect(gallery.status == 0, "\(gallery.err)")
        #expect(gallery.out.hasPrefix("Wrote site/index.html: "))
        let index = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(index.contains("data-scenario-id=\"Books/loaded\""))
    }

    @Test func badArgumentsExit64WithUsage() throws {
        let folder = try Self.package()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [
            ["report", "--shard", "0/2"], ["report", "--frobnicate"], ["gallery"], ["gallery", "--out"],
        ] {
            let run = try Self.run(arguments, in: folder)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.err.contains("usage: scenarios \(arguments[0])"), "\(arguments): \(run.err)")
        }
    }
}

struct ReportGalleryExecutableMissing: Error, CustomStringConvertible {
    var description: String { "the scenarios executable is not built beside the tests" }
}
