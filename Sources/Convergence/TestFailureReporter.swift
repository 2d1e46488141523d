import ConvergenceRuntime
import ConvergenceScenarios
import Foundation

/// Where a failed assertion goes: Swift Testing's issues when one of its tests is running, XCTest's failures
/// otherwise; when neither could be reached for sure, the assertion throws the failure instead
/// (``SnapshotAssertionFailure``), which both libraries record as a failure of the running test, so a mismatch never
/// passes on a toolchain whose symbols differ from the ones looked up (``TestLibrary`` in ConvergenceRuntime).
enum TestFailureReporter {
    /// Where the failure points: the scenario's declaration, or the assertion's call site.
    typealias Location = TestLibrary.Location

    /// Reports `message` through the running test library, or throws it when no library surely recorded it.
    static func fail(_ message: String, at location: Location) throws {
        guard TestLibrary.report(message, at: location) == nil else { return }
        throw SnapshotAssertionFailure(message: message, fileID: location.fileID, line: location.line)
    }
}

extension TestLibrary.Location {
    /// The same call, pointing Swift Testing at a scenario's declaration; XCTest keeps the calling line.
    func pointing(at source: ScenarioSourceLocation) -> Self {
        Self(
            fileID: source.fileID, filePath: source.filePath, line: source.line, column: source.column, file: file,
            staticLine: staticLine)
    }
}
