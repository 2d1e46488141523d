import ConvergenceTestSupport
import Foundation
import Testing

/// The README's first example is what `convergence-demo` prints, so the README cannot drift from the code.
@Suite struct ReadmeExampleTests {
    static var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        }
    }

    /// The contents of the first fenced block with `language` after `marker` in the README.
    static func block(after marker: String, language: String) throws -> String {
        let text = try readme
        let start = try #require(text.range(of: marker), "README lost \(marker)")
        let fence = try #require(text.range(of: "```\(language)\n", range: start.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```", range: fence.upperBound..<text.endIndex))
        return String(text[fence.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func demoPrintsTheREADMEsASCIIAndHTML() throws {
        let executable = try #require(
            BuiltProduct.executable(named: "convergence-demo"), "convergence-demo is not built beside the tests")
        let demo = try CapturedProcess.run(executable, ["40"])
        #expect(demo.status == 0, "\(demo.standardError)")
        let output = demo.standardOutput
        let ascii = try Self.block(after: "`ascii`:", language: "text")
        let html = try Self.block(after: "`html` (a fragment", language: "html")
        #expect(output == ascii + "\n" + html)
    }
}

@Suite struct BenchmarkExecutableTests {
    /// `swift run -c release convergence-benchmarks` is a README command; `--quick` checks it runs end to end.
    @Test func benchmarksRunAndPrintTheirTables() throws {
        let executable = try #require(
            BuiltProduct.executable(named: "convergence-benchmarks"),
            "convergence-benchmarks is not built beside the tests")
        let benchmarks = try CapturedProcess.run(executable, ["--quick"])
        #expect(benchmarks.status == 0, "\(benchmarks.standardError)")
        let output = benchmarks.standardOutput
        #expect(output.contains("TextDiff(old:new:)"))
        #expect(output.contains("SnapshotRunner.run(catalog) in record mode never"))
        #expect(output.contains("assertSnapshot over 20 texts"))
        // The catalog suite's child process ran and reported its figures (a failed child prints no row).
        #expect(output.contains("record from nothing, then verify unchanged"))
        #expect(!output.contains("run failed"), "\(output)")
        #expect(output.contains("Re-run: swift run -c release convergence-benchmarks"))
    }
}
