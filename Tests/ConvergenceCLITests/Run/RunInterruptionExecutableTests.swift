import ConvergenceTestSupport
import Foundation
import Testing
import Workbench

/// SIGINT and SIGTERM sent to the built `scenarios` executable while it records: it stops cleanly.
@Suite struct RunInterruptionExecutableTests {
    /// The repository's own recorded snapshots, which a clean record of its catalog reproduces byte for byte.
    static let repositorySnapshots = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsARecordCleanly(signal: Int32) throws {
        let executable = try #require(
            BuiltProduct.executable(named: "workbench-scenarios"),
            "the workbench-scenarios executable is not built beside the tests")
        try RunCommandsExecutable.withPackage { folder in
            let snapshots = folder.appendingPathComponent("snaps")
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
            let text = String(decoding: printed, as: UTF8.self)

            #expect(process.terminationReason == .exit, "it ends by itself, not by the signal")
            #expect(process.terminationStatus == 128 + signal, "\(text)")
            let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
            #expect(text.contains("Interrupted: \(name) stopped the run after "), "\(text)")
            let total = RepositoryCatalog.catalog.all.count
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
