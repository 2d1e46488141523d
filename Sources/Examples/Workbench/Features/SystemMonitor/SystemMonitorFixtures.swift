import Convergence

/// The fixed readings every SystemMonitor scenario and test uses.
enum SystemMonitorFixtures {
    static let load = LoadAverages(oneMinute: 0.48, fiveMinutes: 0.61, fifteenMinutes: 0.55)
    /// 23.5 GiB in all, 5.5 GiB of it in use.
    static let memory = MemoryUsage(totalKiB: 24_684_092, availableKiB: 18_916_924)
    /// 3 days, 3 hours and 52 minutes.
    static let uptimeSeconds = 273_120
    static let processorCount = 2

    static let metrics = SystemMetrics(
        load: load,
        memory: memory,
        uptimeSeconds: uptimeSeconds,
        processorCount: processorCount
    )

    /// A kernel whose `/proc/meminfo` lacks `MemAvailable` (older than 3.14).
    static let metricsWithoutMemory = SystemMetrics(
        load: load,
        memory: nil,
        uptimeSeconds: uptimeSeconds,
        processorCount: processorCount,
        notes: ["/proc/meminfo has no MemAvailable, so memory use is unknown."]
    )

    static let unreadableLoad = SystemMetricsError.unreadable(file: "/proc/loadavg", reason: "permission denied")

    /// Long enough that a `loading` scenario is still loading when recorded.
    static let slowReading: Duration = .seconds(30)
    /// What a `delayed` scenario's clock step covers.
    static let briefDelay: Duration = .seconds(1)
}
