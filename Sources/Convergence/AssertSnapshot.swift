import ConvergenceScenarios
import ConvergenceSnapshots
import Foundation

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
///   - fileID: The calling file's `Module/File.swift` identity; leave the default.
///   - file: Where XCTest reports a failure when Swift Testing is not running; leave the default.
///   - line: The line XCTest reports a failure at; leave the default.
///   - column: The calling column; leave the default.
/// - Throws: When the run cannot start: no `Package.swift` above `filePath`, or an unknown `SNAPSHOTS_RECORD`; and
///   ``SnapshotAssertionFailure`` when the scenario fails but no test library could be reached to record it.
@MainActor
public func assertSnapshot(
    of scenario: Scenario,
    in catalog: ScenarioCatalog? = nil,
    filePath: String = #filePath,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async throws {
    let runner = try SnapshotRunner(packageContaining: filePath)
    let result = await runner.run(scenario, in: catalog)
    try TestFailureReporter.fail(
        result, in: runner.store,
        call: .init(fileID: fileID, filePath: filePath, file: file, line: line, column: column))
}

/// Checks many scenarios in one call: the form for XCTest, which has no parameterized tests, and for any loop over
/// a catalog. Each scenario that fails is reported on its own, at its declaration, as
/// ``assertSnapshot(of:in:filePath:fileID:file:line:column:)`` reports it.
///
/// The call hops onto the main actor once for all of them, where a loop of single assertions in a nonisolated test
/// hops there and back per scenario, and checks them one after another there.
///
/// ```swift
/// final class NotesSnapshotTests: XCTestCase {
///     func testSnapshots() async throws { try await assertSnapshots(of: AppCatalog.all, in: AppCatalog.catalog) }
/// }
/// ```
///
/// - Parameters:
///   - scenarios: The scenarios to render and check.
///   - catalog: Their catalog, so duplicate ids and colliding files are reported; by default, one of these scenarios.
///   - filePath: The calling file; locates the package root.
///   - fileID: The calling file's `Module/File.swift` identity; leave the default.
///   - file: Where XCTest reports a failure when Swift Testing is not running; leave the default.
///   - line: The line XCTest reports a failure at; leave the default.
///   - column: The calling column; leave the default.
/// - Throws: When the run cannot start: no `Package.swift` above `filePath`, or an unknown `SNAPSHOTS_RECORD`; and
///   ``SnapshotAssertionFailure`` (with every failure's message) when scenarios fail but no test library could be
///   reached to record them.
@MainActor
public func assertSnapshots(
    of scenarios: [Scenario],
    in catalog: ScenarioCatalog? = nil,
    filePath: String = #filePath,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async throws {
    guard !scenarios.isEmpty else { return }
    let runner = try SnapshotRunner(packageContaining: filePath)
    let catalog = catalog ?? ScenarioCatalog(scenarios: scenarios)
    let call = TestFailureReporter.Location(fileID: fileID, filePath: filePath, file: file, line: line, column: column)
    var unrecorded: [SnapshotAssertionFailure] = []
    // One scenario after another, each rendered where it was built: handing renders to other threads costs two
    // thread wake-ups per scenario, more than most scenarios' render (a whole catalog's run, in the `scenarios`
    // command line, keeps the other cores busy instead).
    for scenario in scenarios {
        let result = await runner.run(scenario, in: catalog)
        do {
            try TestFailureReporter.fail(result, in: runner.store, call: call)
        } catch let failure as SnapshotAssertionFailure {
            unrecorded.append(failure)
        }
    }
    guard let first = unrecorded.first else { return }
    throw SnapshotAssertionFailure(
        message: unrecorded.map(\.description).joined(separator: "\n"), fileID: first.fileID, line: first.line)
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
///   - fileID: The calling file's `Module/File.swift` identity; leave the default.
///   - file: Where XCTest reports the failure when Swift Testing is not running; leave the default.
///   - line: The line the failure is reported at; leave the default.
///   - column: The column the failure is reported at; leave the default.
/// - Throws: When no `Package.swift` lies above `filePath`, or `__Snapshots__` cannot be listed; and
///   ``SnapshotAssertionFailure`` when files are obsolete but no test library could be reached to record it.
public func assertNoObsoleteSnapshots(
    in catalog: ScenarioCatalog,
    filePath: String = #filePath,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws {
    let store = try SnapshotStore(packageContaining: filePath)
    // The temporary files of a run that was killed mid-write are never snapshots; tidied here, as the command line's
    // `verify` and `record` do (only those whose writer has ended).
    _ = try? store.removeStrayTemporaryFiles()
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
    try TestFailureReporter.fail(
        message,
        at: .init(fileID: fileID, filePath: filePath, file: file, line: line, column: column))
}
