import Convergence
import Foundation

/// A temporary folder of `/proc`-shaped files, for feeding ``ProcSystemMetricsService`` any text.
struct FakeProcFolder {
    static let loadavg = "0.48 0.61 0.55 2/143 27435\n"
    static let uptime = "273120.51 540000.02\n"
    static let meminfo = """
        MemTotal:       24684092 kB
        MemFree:        22865912 kB
        MemAvailable:   18916924 kB
        Buffers:            7660 kB

        """
    static let cpuinfo = """
        processor\t: 0
        model name\t: Test CPU

        processor\t: 1
        model name\t: Test CPU

        """

    /// Every file a healthy kernel has.
    static let healthy = ["loadavg": loadavg, "uptime": uptime, "meminfo": meminfo, "cpuinfo": cpuinfo]

    let url: URL

    /// Writes `files` (name → contents) into a fresh folder.
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fake-proc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: url.appendingPathComponent(name))
        }
    }

    /// The healthy files with some replaced (a value) or removed (`nil`).
    init(replacing changes: [String: String?]) throws {
        var files = Self.healthy
        for (name, contents) in changes { files[name] = contents }
        try self.init(files)
    }

    func path(of name: String) -> String {
        url.appendingPathComponent(name).path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
