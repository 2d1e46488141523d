#if canImport(Testing)
    import Convergence
    import Testing

    /// A Swift Testing trait that scopes how snapshots are recorded and redacted to one suite or one test:
    /// `@Suite(.snapshots(record: .failed))` records that suite's changed snapshots while the rest of the run verifies.
    ///
    /// The trait runs its suite or test inside `withSnapshotTesting(record:redacting:isolation:_:)`, so its record
    /// mode wins over `SNAPSHOTS_RECORD`, which wins over `CI`; a trait on a test inside a suite with the trait wins
    /// over the suite's. Its redactions join those of the scenarios and of every enclosing trait.
    ///
    /// ```swift
    /// import ConvergenceTesting
    /// import Testing
    ///
    /// @Suite(.snapshots(record: .failed, redacting: [.uuids, .isoDates]))
    /// struct CheckoutSnapshots {
    ///     @Test(arguments: CheckoutScenarios.scenarios)
    ///     func snapshot(_ scenario: Scenario) async throws { try await assertSnapshot(of: scenario) }
    /// }
    /// ```
    public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
        /// What the checks inside may write; `nil` leaves it to an enclosing trait or the environment.
        public var record: RecordMode?
        /// What varies from run to run, replaced by placeholders in every snapshot file inside.
        public var redactions: [Redaction]

        /// A suite's trait scopes the whole suite once, its tests and their cases inside it.
        public var isRecursive: Bool { false }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withSnapshotTesting(record: record, redacting: redactions) { try await function() }
        }
    }

    extension Trait where Self == SnapshotsTrait {
        /// Records snapshots by `record` and redacts `redactions` in this suite or test, whatever `SNAPSHOTS_RECORD`
        /// and `CI` say.
        ///
        /// - Parameters:
        ///   - record: What the checks inside may write; `nil` leaves it to an enclosing trait or the environment.
        ///   - redactions: What varies from run to run (`.uuids`, `.isoDates`, `.times`, `.absolutePaths`, or a
        ///     pattern of your own), replaced by placeholders before writing and comparing.
        /// - Returns: The trait.
        public static func snapshots(record: RecordMode? = nil, redacting redactions: [Redaction] = []) -> Self {
            SnapshotsTrait(record: record, redactions: redactions)
        }
    }
#endif
