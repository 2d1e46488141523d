import Testing

@testable import ConvergenceRuntime

@Suite struct CrashRecordTests {
    @Test func aRecordLineReadsBackWithTabsNewlinesAndBackslashesInItsFields() throws {
        let record = CrashRecord(
            verdict: .culprit, kind: "trap", scenarioID: "Odd\tFeature/na\\me", fileID: "Odd/File.swift", line: 12,
            filePath: "/a b/Odd/File.swift", message: "Odd/File.swift:12: Fatal error: two\nlines")
        #expect(!record.recordLine.contains("\n"))
        #expect(record.recordLine.split(separator: "\t", omittingEmptySubsequences: false).count == 8)
        #expect(CrashRecord(line: Substring(record.recordLine)) == record)
    }

    @Test func theHandlersLineFormatIsRead() throws {
        let line = "culprit\tstack overflow\tCrashy/recursion\tCrashy/CrashyScenarios.swift\t30\t/p/Crashy.swift\tdeep"
        let record = try #require(CrashRecord(line: Substring(line)))
        #expect(record.verdict == .culprit)
        #expect(record.kind == "stack overflow")
        #expect(record.scenarioID == "Crashy/recursion")
        #expect(record.fileID == "Crashy/CrashyScenarios.swift")
        #expect(record.line == 30)
        #expect(record.filePath == "/p/Crashy.swift")
        #expect(record.message == "deep")
    }

    @Test func linesThatAreNotRecordsAreSkipped() {
        for line in ["", "culprit\ttrap", "verdict\ttrap\ta\tb\t1\tc\td", "culprit\ttrap\ta\tb\tline\tc\td"] {
            #expect(CrashRecord(line: Substring(line)) == nil, "\(line)")
        }
    }

    @Test func culpritsAreFoundByIdAndDeclarationAndSuspectsAskForOneRenderAtATime() {
        let text = """
            culprit\ttrap\tA/one\tA/A.swift\t3\t/A.swift\tFatal error: first
            culprit\ttrap\tA/one\tA/A.swift\t3\t/A.swift\tFatal error: second
            torn line
            culprit\ttimeout\tA/two\tA/A.swift\t9\t/A.swift\tkept the main thread
            """
        let records = CrashRecords(text: text)
        #expect(!records.hasSuspects)
        #expect(records.culprit(scenarioID: "A/one", fileID: "A/A.swift", line: 3)?.message == "Fatal error: first")
        #expect(records.culprit(scenarioID: "A/one", fileID: "A/A.swift", line: 4) == nil)
        #expect(records.culprit(scenarioID: "A/two", fileID: "A/A.swift", line: 9)?.kind == "timeout")
        let suspects = CrashRecords(text: "suspect\tsegmentation fault\tA/one\tA/A.swift\t3\t/A.swift\tfault\n")
        #expect(suspects.hasSuspects)
        #expect(suspects.culprit(scenarioID: "A/one", fileID: "A/A.swift", line: 3) == nil)
    }
}
