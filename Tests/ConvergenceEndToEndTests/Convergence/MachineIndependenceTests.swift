import Convergence
import ConvergenceTestSupport
import Foundation
import SwiftUICorpus
import Testing

/// Screens whose own code formats dates and numbers (with `formatted()`, format styles, a `DateFormatter()`) render
/// the same on a laptop in a far time zone and language and on a CI runner in UTC: the test binary renders them
/// again in two child processes, one under each machine setting.
@Suite struct MachineIndependenceTests {
    /// Where a child process writes its renders; the child's half of the test runs only when it is set.
    static let outputVariable = "CONVERGENCE_MACHINE_RENDERS_FILE"
    static let scenarioIDs = ["PriceTag/us", "ExpenseTracker/adding", "PinPad/typing"]

    @Test func childWritesItsRenders() async throws {
        guard let path = ProcessInfo.processInfo.environment[Self.outputVariable] else { return }
        try await Self.renders().write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test(.requiring("a test binary that runs by itself (SwiftPM on Linux)", BuiltProduct.testBinary != nil))
    func rendersAreTheSameUnderAnyTimeZoneAndLanguage() throws {
        let chatham = try childRenders(timeZone: "Pacific/Chatham", language: "tr_TR.UTF-8")
        let utc = try childRenders(timeZone: "UTC", language: "C.UTF-8")
        #expect(chatham.contains("Listed "), "the child rendered the price screen")
        #expect(chatham == utc)
        let recorded = try String(contentsOfFile: Self.snapshot("PriceTag/us.txt"), encoding: .utf8)
        #expect(chatham.contains(recorded), "the recorded price screen, on any machine")
    }

    @MainActor static func renders() async throws -> String {
        var text = ""
        for scenario in SwiftUICorpusCatalog.all where scenarioIDs.contains(scenario.id) {
            for frame in try await scenario.frames() {
                text += "== \(scenario.id)\n" + frame.render(.ascii(width: scenario.defaultWidth)) + "\n"
            }
        }
        return text
    }

    static func snapshot(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("__Snapshots__/" + name)
            .path
    }

    private func childRenders(timeZone: String, language: String) throws -> String {
        let binary = try #require(BuiltProduct.testBinary)
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("machine-renders-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        var environment = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LC_TIME", "LC_NUMERIC", "LC_MONETARY"] { environment[name] = nil }
        environment["TZ"] = timeZone
        environment["LANG"] = language
        environment[Self.outputVariable] = output.path
        let run = try CapturedProcess.run(
            binary, ["--testing-library", "swift-testing", "--filter", "childWritesItsRenders"],
            environment: environment, mergingErrors: true)
        #expect(run.status == 0, "\(run.standardOutput)")
        return try String(contentsOf: output, encoding: .utf8)
    }
}
