import ConvergenceCLITestSupport
import ConvergenceTestSupport
import Foundation
import Testing
import Workbench
import WorkbenchGallery

/// SIGINT and SIGTERM sent to the built `scenarios` executable while it records: it stops cleanly.
@Suite struct RunInterruptionExecutableTests {
    /// The repository's own recorded snapshots, which a clean record of its catalog reproduces byte for byte.
    static let repositorySnapshots = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    /// One record of the repository's catalog that `signal` interrupts as soon as its first scenario is printed.
    struct Attempt {
        let process: Process
        let text: String

        /// Whether the run ended before the signal could stop it: the machine let this test send the signal only
        /// after the whole catalog had run (the record takes well under a second).
        func cameTooLate(total: Int) -> Bool {
            let ran = text.firstMatch(of: /Scenarios: .*?(\d+) total/).flatMap { Int($0.1) }
            return process.terminationStatus == 0 || ran == total
        }
    }

    static func interruptedRecord(_ executable: URL, into snapshots: URL, in folder: URL, signal: Int32) throws
        -> Attempt
    {
        try? FileManager.default.removeItem(at: snapshots)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["record", "--snapshots", snapshots.path]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["SNAPSHOTS_RECORD"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("RECORDED ") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        kill(process.processIdentifier, signal)
        printed.append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return Attempt(process: process, text: String(decoding: printed, as: UTF8.self))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsARecordCleanly(signal: Int32) throws {
        let executable = try #require(
            BuiltProduct.executable(named: "workbench-scenarios"),
            "the workbench-scenarios executable is not built beside the tests")
        try RunCommandsExecutable.withPackage { folder in
            let snapshots = folder.appendingPathComponent("snaps")
            let total = RepositoryCatalog.catalog.all.count
            // On a loaded machine this test may be woken after the whole record has run: that says nothing of the
            // signal's handling, so the record is tried again (a run the signal does not stop fails every time).
            var attempt = try Self.interruptedRecord(executable, into: snapshots, in: folder, signal: signal)
            for _ in 1..<3 where attempt.cameTooLate(total: total) {
                attempt = try Self.interruptedRecord(executable, into: snapshots, in: folder, signal: signal)
            }
            let process = attempt.process
            let text = attempt.text

            #expect(process.terminationReason == .exit, "it ends by itself, not by the signal")
            #expect(process.terminationStatus == 128 + signal, "\(text)")
            let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
            #expect(text.contains("Interrupted: \(name) stopped the run after "), "\(text)")
            let ran = try #require(text.firstMatch(of: /Scenarios: .*?(\d+) total/)).1
            #expect((Int(ran) ?? total) < total, "the run stopped early: \(ran) of \(total)")

            // Everything written is whole (the same bytes a full record writes), and no temporary file is left.
            let enumerator = try #require(FileManager.default.enumerator(atPath: snapshots.path))
            var written = 0
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let path = snapshots.appendingPathComponent(relative).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
                else { continue }
                #expect(!relative.hasSuffix(".tmp"), "a temporary file is left: \(relative)")
                guard relative != ".gitignore" else { continue }
                let expected = FileManager.default.contents(
                    atPath: Self.repositorySnapshots.appendingPathComponent(relative).path)
                #expect(FileManager.default.contents(atPath: path) == expected, "\(relative) is not whole")
                written += 1
            }
            #expect(written > 0)
        }
    }
}
