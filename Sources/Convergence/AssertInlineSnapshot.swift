import ConvergenceRendering
import ConvergenceRuntime
import ConvergenceScenarios
import ConvergenceSnapshots
import Foundation

/// Checks one scenario against a snapshot written in the test itself: the trailing closure's text.
///
/// Without a closure, the first run writes one into the test file (the render as a multi-line string literal, indented
/// one level deeper than the call) and passes; the next build compares against it. A render that differs fails with
/// the same diff as a file snapshot; `SNAPSHOTS_RECORD=failed` (or `all`) rewrites the closure instead, and `never`
/// (the default when `CI` is set) writes nothing. The rest of the file is left byte for byte as it was.
///
/// ```swift
/// @Test func saveButton() async throws {
///     try await assertInlineSnapshot(of: Scenario("save", layout: .sizeThatFits) { Button("Save") {} }) {
///         """
///         [ Save ]
///         """
///     }
/// }
/// ```
///
/// The render is the scenario's in `format` (ASCII by default) at its first width, without its last line break; a
/// scenario with steps or several widths shows each frame after a line naming it (`--- after step 1 ---`).
/// Redactions apply as in file snapshots. One call holds one snapshot: a call that runs for several scenarios
/// (`@Test(arguments:)`) fails when they differ.
///
/// - Parameters:
///   - scenario: The scenario to render and check.
///   - format: The format to show: `.ascii` (the default), `.html` or `.accessibilityOutline`.
///   - filePath: The calling file, which the snapshot is written into; leave the default.
///   - fileID: The calling file's `Module/File.swift` identity; leave the default.
///   - file: Where XCTest reports a failure when Swift Testing is not running; leave the default.
///   - line: The line of the call, where the snapshot is written; leave the default.
///   - column: The column of the call; leave the default.
///   - expected: The recorded snapshot, as a trailing closure; leave it out to record one.
/// - Throws: When `SNAPSHOTS_RECORD` is unknown; ``SnapshotAssertionFailure`` when the check fails but no test library
///   could be reached to record it.
@MainActor
public func assertInlineSnapshot(
    of scenario: Scenario,
    as format: SnapshotFormat = .ascii,
    filePath: String = #filePath,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    matches expected: (() -> String)? = nil
) async throws {
    let call = TestFailureReporter.Location(fileID: fileID, filePath: filePath, file: file, line: line, column: column)
    let (mode, modeSource) = try RecordMode.resolveFromProcessEnvironmentWithSource()
    let shown = scenario.recordingOnly(ScenarioFormats(format))
    let recorded = expected?()
    let render: InlineRender
    do {
        render = try await InlineRender(of: shown)
    } catch {
        try TestFailureReporter.fail("\(scenario.id): \(error)\n(declared at \(scenario.source))", at: call)
        return
    }
    let rendered = render.text
    let site = InlineSnapshotSite(filePath: filePath, line: Int(line), column: Int(column))
    if let earlier = InlineSnapshots.recorded[site] {
        // This call already wrote its snapshot in this run; the binary still holds the old closure.
        guard earlier.text != rendered else { return }
        let message = """
            \(scenario.id): this call's inline snapshot was written for \(earlier.scenario) in this run, and \
            \(scenario.id) renders differently: one call holds one snapshot. Give each scenario a call of its own \
            (or use assertSnapshot, which writes a file per scenario).
            """
        try TestFailureReporter.fail(message, at: call)
        return
    }
    if recorded == rendered { return }
    let mayWrite = recorded == nil ? mode != .never : mode == .all || mode == .failed
    let place = "\(fileID):\(line)"
    if mayWrite {
        do {
            // A snapshot is written only when a second construction renders the same.
            try await render.confirmDeterministic()
            try InlineSnapshots.write(rendered, at: site, for: scenario.id)
        } catch {
            try TestFailureReporter.fail(
                "\(scenario.id): the inline snapshot at \(place) was not written: \(error)", at: call)
        }
        return
    }
    guard let recorded else {
        let message = """
            \(scenario.id): no inline snapshot at \(place), and this run may not write one \
            (\(modeSource.whyNoRecording(mode))). Record it on your machine and commit the test file: \
            \(modeSource.howToWrite(rewrite: false))
            The render:
            \(rendered)
            """
        try TestFailureReporter.fail(message, at: call)
        return
    }
    let diff = TextDiff(old: recorded, new: rendered).annotated(
        oldName: "inline snapshot at \(place)", newName: "render of \(scenario.id)",
        maxLines: SnapshotRunner.messageDiffLines)
    let message = """
        \(scenario.id): the inline snapshot at \(place) no longer matches the render.
        \(diff)
        If the change is intended, accept it: \(modeSource.howToWrite(rewrite: true))
        (declared at \(scenario.source))
        """
    let stem = InlineSnapshots.attachmentStem(fileID: fileID, line: Int(line))
    let fileExtension = format.fileExtension
    SnapshotAttachments.record(
        [
            SnapshotAttachment(name: "\(stem).new.\(fileExtension)", text: rendered),
            SnapshotAttachment(name: "\(stem).recorded.\(fileExtension)", text: recorded),
            SnapshotAttachment(name: "\(stem).\(fileExtension).diff", text: diff),
        ], at: call)
    try TestFailureReporter.fail(message, at: call)
}

/// Where an inline snapshot's call is, as the compiler saw the file.
struct InlineSnapshotSite: Hashable {
    let filePath: String
    let line: Int
    let column: Int
}

/// The inline snapshots this process wrote, and how each edit moved the lines below it: every call's `#line` is
/// the line it had when the test was built, so a later edit of the same file shifts it by what earlier edits above it
/// added.
@MainActor
enum InlineSnapshots {
    /// What each call wrote, and for which scenario.
    static var recorded: [InlineSnapshotSite: (scenario: String, text: String)] = [:]
    /// Per file, each edit's line as built and the lines it added.
    private static var shifts: [String: [(line: Int, added: Int)]] = [:]

    /// Writes `text` into the call at `site`, in the file as it is now.
    static func write(_ text: String, at site: InlineSnapshotSite, for scenario: String) throws {
        let url = URL(fileURLWithPath: site.filePath)
        let source = try String(contentsOf: url, encoding: .utf8)
        let earlier = shifts[site.filePath] ?? []
        let line = site.line + earlier.filter { $0.line < site.line }.reduce(0) { $0 + $1.added }
        let edit = try InlineSnapshotSource.recording(
            text, intoCallOf: "assertInlineSnapshot", line: line, column: site.column, in: source)
        try Data(edit.source.utf8).write(to: url, options: .atomic)
        shifts[site.filePath, default: []].append((site.line, edit.addedLines))
        recorded[site] = (scenario, text)
    }

    /// `Module/CheckoutTests.swift`, line 12 → `CheckoutTests.L12`: an attachment's name for an inline snapshot.
    static func attachmentStem(fileID: String, line: Int) -> String {
        let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        return "\(stem).L\(line)"
    }
}
