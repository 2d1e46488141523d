import Convergence

/// File sizes by fixed integer rules: bytes below 1 KB, then KB, MB and GB (1024 each) with one decimal.
///
/// `512` → `512 B`, `1_536` → `1.5 KB`, `5_347_738` → `5.1 MB`. Nothing depends on the locale. The number and
/// its unit are joined by a no-break space, so a narrow column never wraps between them.
enum ByteCountFormat {
    static let separator = "\u{00A0}"
    private static let units = ["KB", "MB", "GB", "TB"]

    static func string(_ bytes: Int64) -> String {
        let bytes = max(0, bytes)
        guard bytes >= 1024 else { return "\(bytes)\(separator)B" }
        var unitIndex = 0
        var scale: Int64 = 1024
        while unitIndex < units.count - 1, bytes >= scale * 1024 {
            scale *= 1024
            unitIndex += 1
        }
        // Split before multiplying, so that no size up to Int64.max overflows.
        var tenths = bytes / scale * 10 + (bytes % scale * 10 + scale / 2) / scale
        // 1023.96 KB rounds up to 1024.0 KB; say 1.0 MB instead.
        if tenths >= 10_240, unitIndex < units.count - 1 {
            unitIndex += 1
            tenths = 10
        }
        return "\(tenths / 10).\(tenths % 10)\(separator)\(units[unitIndex])"
    }
}
