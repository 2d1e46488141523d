import Convergence

/// Fixed, locale-free spellings of the monitor's numbers, by integer arithmetic.
enum MetricFormat {
    /// What an unknown value shows.
    static let unknown = "—"

    /// Two decimals, rounded half up: `0.475` → `0.48`.
    static func hundredths(_ value: Double) -> String {
        let hundredths = Int((max(0, value) * 100).rounded())
        return "\(hundredths / 100).\(twoDigits(hundredths % 100))"
    }

    /// Kibibytes in the largest fitting binary unit with one decimal: `5_767_168` → `5.5 GiB`, the number and
    /// unit joined by a no-break space so that they never wrap apart.
    static func memory(kibibytes: Int) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var unitIndex = 0
        var scale = 1
        while unitIndex < units.count - 1, kibibytes >= scale * 1024 {
            scale *= 1024
            unitIndex += 1
        }
        let tenths = (max(0, kibibytes) * 10 + scale / 2) / scale
        return "\(tenths / 10).\(tenths % 10)\u{00A0}\(units[unitIndex])"
    }

    /// Days, hours and minutes: `273_120` → `3d 3h 52m`; under a minute, seconds.
    static func uptime(seconds: Int) -> String {
        let days = seconds / 86_400
        let hours = seconds % 86_400 / 3_600
        let minutes = seconds % 3_600 / 60
        if days > 0 { return "\(days)d \(hours)h \(minutes)m" }
        if hours > 0 { return "\(hours)h \(minutes)m" }
        if minutes > 0 { return "\(minutes)m" }
        return "\(seconds)s"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
