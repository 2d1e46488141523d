import ConvergenceRuntime
import ConvergenceScenarios
import ConvergenceSnapshots
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

    /// Reports a scenario's failure, if it failed, at its declaration (XCTest: at `call`), with its attachments.
    static func fail(_ result: ScenarioResult, in store: SnapshotStore, call: Location) throws {
        guard let message = result.failureMessage else { return }
        let location = call.pointing(at: result.source)
        SnapshotAttachments.record(result, in: store, at: location)
        try fail(message, at: location)
    }
}

extension TestLibrary.Location {
    /// Where an assertion was called, from its defaulted `#fileID`, `#filePath`, `#line` and `#column` arguments.
    init(fileID: String, filePath: String, file: StaticString, line: UInt, column: UInt) {
        self.init(
            fileID: fileID, filePath: filePath, line: Int(line), column: Int(column), file: file, staticLine: line)
    }

    /// The same call, pointing Swift Testing at a scenario's declaration; XCTest keeps the calling line.
    func pointing(at source: ScenarioSourceLocation) -> Self {
        Self(
            fileID: source.fileID, filePath: source.filePath, line: source.line, column: source.column, file: file,
            staticLine: staticLine)
    }
}
