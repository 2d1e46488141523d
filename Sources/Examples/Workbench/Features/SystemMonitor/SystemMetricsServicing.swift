import Convergence

/// Reads the machine's current load, memory and uptime.
public protocol SystemMetricsServicing: Sendable {
    /// A fresh reading; throws ``SystemMetricsError`` when a source cannot be read or understood.
    func currentMetrics() async throws -> SystemMetrics
}
