import ConvergenceTestSupport
import Foundation
import Testing

/// The README's maintenance commands, run so they cannot rot: formatting, and the generated Unicode tables.
@Suite struct RepositoryCommandsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try CapturedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments, directory: root, mergingErrors: true)
        return (run.status, run.standardOutput)
    }

    static var generatorsAvailable: Bool {
        (try? run(["python3", "-c", "import unicodedata2, wcwidth"]).status) == 0
    }

    @Test func sourcesAreFormattedWithTheCommittedConfiguration() throws {
        let (status, output) = try Self.run([
            "swift", "format", "lint", "--strict", "--recursive", "Sources", "Tests", "Package.swift",
        ])
        #expect(status == 0 && output.isEmpty, "run: swift format --recursive --in-place Sources Tests\n\(output)")
    }

    @Test(
        .requiring(
            "needs pip install unicodedata2==17.0.1 wcwidth==0.7.0 (bash .ci/run installs them)", generatorsAvailable))
    func generatedUnicodeTablesAreUpToDate() throws {
        for script in ["Scripts/generate-unicode-width-table.py", "Scripts/generate-width-oracle.py"] {
            let (status, output) = try Self.run(["python3", script, "--check"])
            #expect(status == 0, "\(script) --check: \(output)")
        }
    }
}
