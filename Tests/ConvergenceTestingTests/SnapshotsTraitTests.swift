import Convergence
import ConvergenceSnapshots
import ConvergenceTesting
import Foundation
import Testing

/// The `.snapshots(record:redacting:)` trait scopes its record mode and redactions to the suite or test it marks:
/// inside, they win over the environment, whatever `SNAPSHOTS_RECORD` and `CI` say; outside, nothing changes.
@Suite(.snapshots(record: .failed, redacting: [.uuids]))
struct SnapshotsTraitTests {
    @Test func aSuitesTraitWinsOverTheEnvironment() throws {
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .failed)
        #expect(try RecordMode.resolve(environment: ["SNAPSHOTS_RECORD": "never"]) == .failed)
        #expect(try RecordMode.resolveFromProcessEnvironment() == .failed)
    }

    @Test(.snapshots(record: .all, redacting: [.isoDates]))
    func aTestsTraitWinsOverItsSuitesAndAddsRedactions() throws {
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .all)
        let placeholders = Redaction.scoped.map(\.placeholder)
        #expect(placeholders == [Redaction.uuids.placeholder, Redaction.isoDates.placeholder])
    }

    @Test(arguments: [1, 2])
    func everyCaseOfAParameterizedTestIsInside(_ value: Int) throws {
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .failed, "case \(value)")
        #expect(Redaction.scoped.map(\.placeholder) == [Redaction.uuids.placeholder])
    }

    @Test(.snapshots())
    func aTraitWithoutAModeLeavesTheSuitesMode() throws {
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .failed)
    }
}

/// Outside any trait the environment decides, as before.
@Suite struct NoSnapshotsTraitTests {
    @Test func theEnvironmentDecides() throws {
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(environment: ["SNAPSHOTS_RECORD": "all"]) == .all)
        #expect(Redaction.scoped.isEmpty)
    }
}
