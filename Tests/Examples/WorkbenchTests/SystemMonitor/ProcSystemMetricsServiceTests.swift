import Convergence
import Foundation
import Testing

@testable import Workbench

@Suite struct ProcSystemMetricsServiceTests {
    @Test func readsEveryValueFromHealthyProcFiles() async throws {
        let proc = try FakeProcFolder(FakeProcFolder.healthy)
        defer { proc.remove() }

        let metrics = try await ProcSystemMetricsService(procRoot: proc.url).currentMetrics()

        #expect(metrics.load == LoadAverages(oneMinute: 0.48, fiveMinutes: 0.61, fifteenMinutes: 0.55))
        #expect(metrics.memory == MemoryUsage(totalKiB: 24_684_092, availableKiB: 18_916_924))
        #expect(metrics.uptimeSeconds == 273_120)
        #expect(metrics.processorCount == 2)
        #expect(metrics.notes.isEmpty)
    }

    @Test(arguments: ["loadavg", "meminfo", "uptime"])
    func missingRequiredFileThrowsAnErrorNamingIt(_ name: String) async throws {
        let proc = try FakeProcFolder(replacing: [name: nil])
        defer { proc.remove() }

        await #expect(throws: SystemMetricsError.unreadable(file: proc.path(of: name), reason: "no such file")) {
            try await ProcSystemMetricsService(procRoot: proc.url).currentMetrics()
        }
    }

    @Test func missingProcFolderThrowsAnErrorNamingTheFirstFile() async throws {
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-proc-\(UUID().uuidString)")
        let error = await #expect(throws: SystemMetricsError.self) {
            try await ProcSystemMetricsService(procRoot: nowhere).currentMetrics()
        }
        #expect(error?.file == nowhere.appendingPathComponent("loadavg").path)
        #expect(error?.localizedDescription.hasSuffix("loadavg: no such file.") == true)
    }

    @Test func folderInPlaceOfAFileIsUnreadable() async throws {
        let proc = try FakeProcFolder(replacing: ["uptime": nil])
        defer { proc.remove() }
        try FileManager.default.createDirectory(atPath: proc.path(of: "uptime"), withIntermediateDirectories: false)

        await #expect(throws: SystemMetricsError.unreadable(file: proc.path(of: "uptime"), reason: "it is a folder")) {
            try await ProcSystemMetricsService(procRoot: proc.url).currentMetrics()
        }
    }

    @Test(arguments: [
        ("loadavg", "0.48 0.61\n"),
        ("loadavg", "high 0.61 0.55 1/1 1\n"),
        ("uptime", ""),
        ("uptime", "forever 12.0\n"),
        ("meminfo", "no colons here\n"),
        ("meminfo", "MemTotal: lots kB\nMemAvailable: 1 kB\n"),
    ])
    func malformedFileThrowsAnErrorNamingIt(_ name: String, _ contents: String) async throws {
        let proc = try FakeProcFolder(replacing: [name: contents])
        defer { proc.remove() }

        let error = await #expect(throws: SystemMetricsError.self) {
            try await ProcSystemMetricsService(procRoot: proc.url).currentMetrics()
        }
        guard case .malformed(let file, _)? = error else {
            Issue.record("expected a malformed-file error, got \(String(describing: error))")
            return
        }
        #expect(file == proc.path(of: name))
    }

    @Test func fileThatIsNotUTF8IsMalformed() async throws {
        let proc = try FakeProcFolder(FakeProcFolder.healthy)
        defer { proc.remove() }
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: proc.url.appendingPathComponent("loadavg"))

        await #expect(
            throws: SystemMetricsError.malformed(file: proc.path(of: "loadavg"), detail: "it is not UTF-8 text")
        ) {
            try await ProcSystemMetricsService(procRoot: proc.url).currentMetrics()
        }
    }

    @Test func missingMemAvailableGivesPartialMetricsWithANote() async throws {
        let proc = try FakeProcFolder(replacing: ["meminfo": "MemTotal:       24684092 kB\nMemFree:  1 kB\n"])
        defer { proc.remove() }

        let metrics = try await ProcSystemMetricsService(procRoot: proc.url).currentMetrics()

        #expect(metrics.memory == nil)
        #expect(metrics.isPartial)
        #expect(metrics.notes == ["\(proc.path(of: "meminfo")) has no MemAvailable, so memory use is unknown."])
        #expect(metrics.load != nil)
        #expect(metrics.uptimeSeconds == 273_120)
    }

    @Test func missingBothMemoryFieldsNamesBoth() async throws {
        let proc = try FakeProcFolder(replacing: ["meminfo": "MemFree:  1 kB\n"])
        defer { proc.remove() }

        let metrics = try await ProcSystemMetricsService(procRoot: proc.url).currentMetrics()

        #expect(
            metrics.notes == ["\(proc.path(of: "meminfo")) has no MemTotal and MemAvailable, so memory use is unknown."]
        )
    }

    @Test func missingCPUInfoFallsBackToProcessInfo() async throws {
        let proc = try FakeProcFolder(replacing: ["cpuinfo": nil])
        defer { proc.remove() }

        let metrics = try await ProcSystemMetricsService(procRoot: proc.url).currentMetrics()

        #expect(metrics.processorCount == ProcessInfo.processInfo.activeProcessorCount)
        #expect(metrics.notes.isEmpty)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/loadavg"), "needs Linux /proc"))
    func readsPlausibleValuesFromThisMachine() async throws {
        let metrics = try await ProcSystemMetricsService().currentMetrics()

        let load = try #require(metrics.load)
        #expect(load.oneMinute >= 0 && load.fiveMinutes >= 0 && load.fifteenMinutes >= 0)
        let memory = try #require(metrics.memory)
        #expect(memory.totalKiB > 64 * 1024, "more than 64 MiB of memory")
        #expect(memory.availableKiB <= memory.totalKiB)
        #expect((0...1).contains(memory.usedFraction))
        #expect(try #require(metrics.uptimeSeconds) > 0)
        #expect(try #require(metrics.processorCount) >= 1)
        #expect(metrics.notes.isEmpty)
    }
}
