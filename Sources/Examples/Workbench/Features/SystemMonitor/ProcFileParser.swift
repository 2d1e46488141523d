import Convergence

/// Parses the text of `/proc` files; pure functions, so tests can feed them any text.
enum ProcFileParser {
    /// The first three fields of `/proc/loadavg`, e.g. `0.48 0.61 0.55 1/143 27435`.
    static func loadAverages(from text: String, file: String) throws -> LoadAverages {
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count >= 3 else {
            throw SystemMetricsError.malformed(file: file, detail: "expected three load averages")
        }
        let values = try fields.prefix(3).map { field in
            guard let value = Double(field), value.isFinite, value >= 0 else {
                throw SystemMetricsError.malformed(file: file, detail: "“\(field)” is not a load average")
            }
            return value
        }
        return LoadAverages(oneMinute: values[0], fiveMinutes: values[1], fifteenMinutes: values[2])
    }

    /// Whole seconds since boot: the first field of `/proc/uptime`, e.g. `4510.84 4447.18`.
    static func uptimeSeconds(from text: String, file: String) throws -> Int {
        guard let field = text.split(whereSeparator: \.isWhitespace).first else {
            throw SystemMetricsError.malformed(file: file, detail: "the file is empty")
        }
        guard let seconds = Double(field), seconds.isFinite, seconds >= 0, seconds < Double(Int.max) else {
            throw SystemMetricsError.malformed(file: file, detail: "“\(field)” is not a number of seconds")
        }
        return Int(seconds)
    }

    /// Memory from `/proc/meminfo`; `nil` with a note when `MemTotal` or `MemAvailable` is absent.
    static func memory(from text: String, file: String) throws -> (usage: MemoryUsage?, note: String?) {
        let fields = meminfoFields(from: text)
        guard !fields.isEmpty else {
            throw SystemMetricsError.malformed(file: file, detail: "it has no “Key: value” lines")
        }
        let names = ["MemTotal", "MemAvailable"]
        let values = try names.map { name in
            try fields[name].map { value in
                guard let kibibytes = value.split(whereSeparator: \.isWhitespace).first.flatMap({ Int($0) }),
                    kibibytes >= 0
                else {
                    throw SystemMetricsError.malformed(file: file, detail: "\(name) is “\(value)”, not a size")
                }
                return kibibytes
            }
        }
        guard let total = values[0], let available = values[1] else {
            let missing = zip(names, values).filter { $0.1 == nil }.map(\.0).joined(separator: " and ")
            return (nil, "\(file) has no \(missing), so memory use is unknown.")
        }
        return (MemoryUsage(totalKiB: total, availableKiB: min(available, total)), nil)
    }

    /// Logical CPUs in `/proc/cpuinfo`: one `processor` line each; `nil` when there are none.
    static func processorCount(from text: String) -> Int? {
        let count = text.split(separator: "\n").filter { line in
            line.split(separator: ":", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces) == "processor"
        }.count
        return count > 0 ? count : nil
    }

    /// `Key: value kB` lines, by key; lines of another shape are skipped, as newer kernels may add them.
    private static func meminfoFields(from text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            fields[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }
}
