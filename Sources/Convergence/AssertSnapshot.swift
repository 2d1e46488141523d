import ConvergenceScenarios
import ConvergenceSnapshots
import Foundation
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Checks one scenario against its snapshot files, recording by `SNAPSHOTS_RECORD`, in Swift Testing or XCTest.
///
/// Failures are reported at the scenario's declaration, with the file, the diff, and the command to run next.
/// The snapshots live in `__Snapshots__` at the root of the package holding the calling test file.
///
/// ```swift
/// @Test(arguments: AppCatalog.all)
/// func snapshot(_ scenario: Scenario) async throws {
///     try await assertSnapshot(of: scenario)
/// }
/// ```
///
/// - Parameters:
///   - scenario: The scenario to render and check.
///   - catalog: Its catalog, so duplicate ids are reported; optional.
///   - filePath: The calling file; locates the package root.
///   - file: Where XCTest reports a failure when Swift Testing is not running; leave the default.
///   - line: The line XCTest reports a failure at; leave the default.
/// - Throws: When the run cannot start: no `Package.swift` above `filePath`, or an unknown `SNAPSHOTS_RECORD`.
@MainActor
public func assertSnapshot(
    of scenario: Scenario,
    in catalog: ScenarioCatalog? = nil,
    filePath: String = #filePath,
    file: StaticString = #filePath,
    line: UInt = #line
) async throws {
    let runner = try SnapshotRunner(packageContaining: filePath)
    let result = await runner.run(scenario, in: catalog)
    if let message = result.failureMessage {
        SnapshotIssue.report(message, at: scenario.source, file: file, line: line)
    }
}

/// Fails when `__Snapshots__` holds files no scenario of the catalog produces, listing them and the command
/// that removes them.
///
/// ```swift
/// @Test func noObsoleteSnapshots() throws { try assertNoObsoleteSnapshots(in: AppCatalog.catalog) }
/// ```
///
/// - Parameters:
///   - catalog: Every scenario of the app: files that none of them records count as obsolete.
///   - filePath: The calling file; locates the package root.
///   - file: Where XCTest reports the failure when Swift Testing is not running; leave the default.
///   - line: The line XCTest reports the failure at; leave the default.
/// - Throws: When no `Package.swift` lies above `filePath`, or `__Snapshots__` cannot be listed.
public func assertNoObsoleteSnapshots(
    in catalog: ScenarioCatalog,
    filePath: String = #filePath,
    file: StaticString = #filePath,
    line: UInt = #line
) throws {
    let store = try SnapshotStore(packageContaining: filePath)
    let obsolete = try store.obsoleteFiles(expected: Set(catalog.snapshotFiles()))
    guard !obsolete.isEmpty else { return }
    let folder = SnapshotStore.folderName
    let paths = obsolete.map { "'\(folder)/\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }
    let message = """
        \(obsolete.count) snapshot file\(obsolete.count == 1 ? " is" : "s are") obsolete: no scenario in the catalog \
        produces \(obsolete.count == 1 ? "it" : "them") (a scenario was renamed or removed, or lost a step or width).
        \(obsolete.map { "  \(folder)/\($0)" }.joined(separator: "\n"))
        Remove them (from the package root): git rm -q --ignore-unmatch \(paths.joined(separator: " ")); rm -f \(paths.joined(separator: " "))
        """
    SnapshotIssue.report(message, at: nil, file: file, line: line)
}

/// Where snapshot failures go: Swift Testing's issues when a test is running, XCTest's failures otherwise.
enum SnapshotIssue {
    static func report(_ message: String, at source: ScenarioSourceLocation?, file: StaticString, line: UInt) {
        if Test.current != nil {
            let location =
                source.map {
                    Testing.SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
                }
            if let location {
                Issue.record(Comment(rawValue: message), sourceLocation: location)
            } else {
                Issue.record(Comment(rawValue: message))
            }
            return
        }
        #if canImport(XCTest)
            XCTFail(message, file: file, line: line)
        #else
            print(message)
        #endif
    }
}

extension Scenario: CustomTestStringConvertible {
    public var testDescription: String { id }
}
