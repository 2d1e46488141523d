import Convergence

/// Reads the running Linux kernel's figures from `/proc`.
///
/// `loadavg`, `meminfo` and `uptime` are required: a missing, unreadable or malformed one throws
/// ``SystemMetricsError`` naming it. A field missing from `meminfo` gives a partial reading instead. The CPU
/// count comes from `cpuinfo`, or from `ProcessInfo` when that file lists no processors.
public struct ProcSystemMetricsService: SystemMetricsServicing {
    private let procRoot: URL

    /// - Parameter procRoot: The folder holding the `/proc` files; tests pass a folder of fake ones.
    public init(procRoot: URL = URL(fileURLWithPath: "/proc")) {
        self.procRoot = procRoot
    }

    public func currentMetrics() async throws -> SystemMetrics {
        let loadFile = path(of: "loadavg")
        let memoryFile = path(of: "meminfo")
        let uptimeFile = path(of: "uptime")
        let load = try ProcFileParser.loadAverages(from: try read(loadFile), file: loadFile)
        let memory = try ProcFileParser.memory(from: try read(memoryFile), file: memoryFile)
        let uptime = try ProcFileParser.uptimeSeconds(from: try read(uptimeFile), file: uptimeFile)
        let cpuText = try? read(path(of: "cpuinfo"))
        let processors = cpuText.flatMap(ProcFileParser.processorCount) ?? ProcessInfo.processInfo.activeProcessorCount
        return SystemMetrics(
            load: load,
            memory: memory.usage,
            uptimeSeconds: uptime,
            processorCount: processors,
            notes: memory.note.map { [$0] } ?? []
        )
    }

    private func path(of name: String) -> String {
        procRoot.appendingPathComponent(name).path
    }

    /// The whole file as UTF-8 text; `/proc` files report a size of 0, so this reads to the end.
    private func read(_ file: String) throws -> String {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: file, isDirectory: &isFolder) else {
            throw SystemMetricsError.unreadable(file: file, reason: "no such file")
        }
        guard !isFolder.boolValue else {
            throw SystemMetricsError.unreadable(file: file, reason: "it is a folder")
        }
        guard manager.isReadableFile(atPath: file) else {
            throw SystemMetricsError.unreadable(file: file, reason: "permission denied")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
            defer { try? handle.close() }
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw SystemMetricsError.unreadable(file: file, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SystemMetricsError.malformed(file: file, detail: "it is not UTF-8 text")
        }
        return text
    }
}
