import CrashIsolation
import Foundation
import Testing

@testable import ConvergenceRuntime
@testable import ConvergenceScenarios

/// The registry the crash handler reads, exercised in process: what it would blame if the program stopped now.
/// Renders of other tests may be in flight at the same time, so only the lines of this test's own renders are read.
@Suite struct RenderIsolationTests {
    /// The record lines the handler would write now, for renders whose id starts with `prefix`.
    private func describe(_ kind: String, onMain: Bool, prefix: String) -> [CrashRecord] {
        var buffer = [CChar](repeating: 0, count: 512 * 1024)
        let count = cvg_describe(kind, "a message", onMain ? 1 : 0, &buffer, buffer.count)
        let text = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "\n").compactMap { CrashRecord(line: $0) }.filter {
            $0.scenarioID.hasPrefix(prefix)
        }
    }

    private func begin(_ id: String, line: Int) -> Int32 {
        cvg_begin(CrashRecord.entry(scenarioID: id, fileID: "T/T.swift", line: line, filePath: "/T/T.swift"))
    }

    @MainActor
    @Test func theRenderHoldingTheMainThreadIsTheCulprit() throws {
        let prefix = "Main\(UInt32.random(in: 0...UInt32.max))/"
        let first = begin(prefix + "first", line: 1)
        let second = begin(prefix + "second", line: 2)
        defer {
            cvg_end(first)
            cvg_end(second)
        }
        try #require(first >= 0 && second >= 0)
        let previous = cvg_main_enter(second)
        let records = describe("trap", onMain: true, prefix: prefix)
        cvg_main_leave(previous)
        #expect(records.map(\.verdict) == [.culprit])
        #expect(records.first?.scenarioID == prefix + "second")
        #expect(records.first?.line == 2)
        #expect(records.first?.kind == "trap")
        #expect(records.first?.message == "a message")
    }

    @MainActor
    @Test func anotherThreadsStopMakesEveryRenderInFlightASuspect() throws {
        let prefix = "Off\(UInt32.random(in: 0...UInt32.max))/"
        let first = begin(prefix + "first", line: 1)
        let second = begin(prefix + "second", line: 2)
        defer {
            cvg_end(first)
            cvg_end(second)
        }
        try #require(first >= 0 && second >= 0)
        // Off the main thread, or on it with no render's own code there: nobody can be blamed for sure.
        let previous = cvg_main_enter(first)
        let offMain = describe("segmentation fault", onMain: false, prefix: prefix)
        cvg_main_leave(previous)
        #expect(Set(offMain.map(\.scenarioID)) == [prefix + "first", prefix + "second"])
        #expect(offMain.allSatisfy { $0.verdict == .suspect })
    }

    @MainActor
    @Test func anEndedRenderIsNeitherBlamedNorSuspected() throws {
        let prefix = "Ended\(UInt32.random(in: 0...UInt32.max))/"
        let ended = begin(prefix + "ended", line: 1)
        try #require(ended >= 0)
        cvg_end(ended)
        #expect(describe("trap", onMain: false, prefix: prefix).isEmpty)
    }

    @MainActor
    @Test func theRuntimesOwnFatalErrorLineIsFoundAndEchoesAreNot() throws {
        // Standard error is teed once isolation is installed (by the first guarded render, or here); Linux only.
        guard RenderIsolation.isInstalled else { return }
        let marker = "not a crash, a test of the tee \(UInt32.random(in: 0...UInt32.max))"
        FileHandleWriter.writeToStandardError("Module/File.swift:7: Fatal error: \(marker)\n")
        FileHandleWriter.writeToStandardError("↳ Scenario X stopped the program (trap): Fatal error: echo\n")
        var buffer = [CChar](repeating: 0, count: 1024)
        var found = ""
        for _ in 0..<100 {
            let count = cvg_last_fatal_line(&buffer, buffer.count)
            found = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if found.contains(marker) { break }
            usleep(10_000)
        }
        #expect(found == "Module/File.swift:7: Fatal error: \(marker)")
    }
}

private enum FileHandleWriter {
    static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
