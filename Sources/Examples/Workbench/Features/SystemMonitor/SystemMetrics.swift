import Convergence

/// One reading of the machine's health; any value may be unknown, with a note saying why.
public struct SystemMetrics: Equatable, Sendable {
    /// Run-queue load averages, or `nil` when unknown.
    public var load: LoadAverages?
    /// Memory in use, or `nil` when unknown.
    public var memory: MemoryUsage?
    /// Whole seconds since boot, or `nil` when unknown.
    public var uptimeSeconds: Int?
    /// Logical CPUs, or `nil` when unknown.
    public var processorCount: Int?
    /// Why values are missing, in reading order; empty when the reading is complete.
    public var notes: [String]

    public init(
        load: LoadAverages?,
        memory: MemoryUsage?,
        uptimeSeconds: Int?,
        processorCount: Int?,
        notes: [String] = []
    ) {
        self.load = load
        self.memory = memory
        self.uptimeSeconds = uptimeSeconds
        self.processorCount = processorCount
        self.notes = notes
    }

    /// Whether some values could not be read.
    public var isPartial: Bool { !notes.isEmpty }
}

/// The 1-, 5- and 15-minute load averages.
public struct LoadAverages: Equatable, Sendable {
    public var oneMinute: Double
    public var fiveMinutes: Double
    public var fifteenMinutes: Double

    public init(oneMinute: Double, fiveMinutes: Double, fifteenMinutes: Double) {
        self.oneMinute = oneMinute
        self.fiveMinutes = fiveMinutes
        self.fifteenMinutes = fifteenMinutes
    }
}

/// Physical memory, in kibibytes as the kernel reports it.
public struct MemoryUsage: Equatable, Sendable {
    public var totalKiB: Int
    public var availableKiB: Int

    public init(totalKiB: Int, availableKiB: Int) {
        self.totalKiB = totalKiB
        self.availableKiB = availableKiB
    }

    /// Memory not available to new programs.
    public var usedKiB: Int { max(0, totalKiB - availableKiB) }

    /// The share of memory in use, from 0 to 1.
    public var usedFraction: Double {
        guard totalKiB > 0 else { return 0 }
        return min(1, Double(usedKiB) / Double(totalKiB))
    }
}
