import ConvergenceScenarios
import ConvergenceSupport
import Foundation

/// Where a failed assertion goes: Swift Testing's issues when one of its tests is running, XCTest's failures
/// otherwise, standard error when neither test library is in the process.
///
/// Neither library is imported. A production binary that renders views with this module links no test framework;
/// a test binary has the library its tests import already loaded, and the reporter finds it there at run time, by
/// the symbols of its public API (`Test.current`, `Issue.record(_:sourceLocation:)`, `XCTFail(_:file:line:)`). The
/// Swift Testing types are never spelled here: their metadata is looked up by mangled name and the calls go through
/// generic functions, which pass every value indirectly, as a library built for evolution expects from its clients.
enum TestFailureReporter {
    /// Where the failure points: the scenario's declaration, or the assertion's call site.
    struct Location {
        var fileID: String
        var filePath: String
        var line: Int
        var column: Int
        /// The same place for XCTest, which takes the calling file as a static string.
        var file: StaticString
        var staticLine: UInt

        /// The same call, pointing Swift Testing at a scenario's declaration; XCTest keeps the calling line.
        func pointing(at source: ScenarioSourceLocation) -> Location {
            Location(
                fileID: source.fileID, filePath: source.filePath, line: source.line, column: source.column, file: file,
                staticLine: staticLine)
        }
    }

    /// Which test library took the failure; `nil` when none was running and the message went to standard error.
    enum Destination: Equatable {
        case swiftTesting
        case xcTest
    }

    /// Reports `message` as a failure of the test that is running.
    ///
    /// - Parameters:
    ///   - message: The whole failure text: the diff, the snapshot's path and the command to run next.
    ///   - location: Where the failure points.
    /// - Returns: The library that recorded it, or `nil` when the message was printed to standard error.
    @discardableResult
    static func report(_ message: String, at location: Location) -> Destination? {
        if let swiftTesting = SwiftTestingSymbols.shared, swiftTesting.isRunningTest() {
            swiftTesting.recordIssue(message, at: location)
            return .swiftTesting
        }
        if let fail = xcTestFail {
            fail(message, location.file, location.staticLine)
            return .xcTest
        }
        FileHandle.standardError.write(Data("\(location.fileID):\(location.line): \(message)\n".utf8))
        return nil
    }

    /// `XCTest.XCTFail(_:file:line:)`, whose parameters are all standard-library types, so its address is called
    /// directly.
    private static let xcTestFail: (@convention(thin) (String, StaticString, UInt) -> Void)? = LoadedSymbol.address(
        "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"
    ).map { unsafeBitCast($0, to: (@convention(thin) (String, StaticString, UInt) -> Void).self) }
}

/// Swift Testing's `Test.current` and `Issue.record(_:sourceLocation:)`, found in the running process.
private struct SwiftTestingSymbols: @unchecked Sendable {
    let testType: Any.Type
    let currentTest: UnsafeMutableRawPointer
    let commentType: any RawRepresentable.Type
    let sourceLocationType: any Decodable.Type
    let issueType: Any.Type
    let record: UnsafeMutableRawPointer

    /// The symbols, or `nil` when Swift Testing is not loaded (a production binary, an XCTest-only run).
    static let shared: SwiftTestingSymbols? = {
        guard let testType = _typeByName("7Testing4TestV"),
            let currentTest = LoadedSymbol.address("$s7Testing4TestV7currentACSgvgZ"),
            let commentType = _typeByName("7Testing7CommentV") as? any RawRepresentable.Type,
            let sourceLocationType = _typeByName("7Testing14SourceLocationV") as? any Decodable.Type,
            let issueType = _typeByName("7Testing5IssueV"),
            let record = LoadedSymbol.address(
                "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ")
        else { return nil }
        return SwiftTestingSymbols(
            testType: testType, currentTest: currentTest, commentType: commentType,
            sourceLocationType: sourceLocationType, issueType: issueType, record: record)
    }()

    /// Whether a Swift Testing test is running on this task (`Test.current != nil`).
    func isRunningTest() -> Bool {
        func call<Test>(_: Test.Type) -> Bool {
            let getter = unsafeBitCast(currentTest, to: (@convention(thin) () -> Test?).self)
            return getter() != nil
        }
        return call(testType)
    }

    /// `Issue.record(Comment(rawValue: message), sourceLocation: location)`.
    func recordIssue(_ message: String, at location: TestFailureReporter.Location) {
        guard let comment = Self.comment(commentType, message),
            let sourceLocation = Self.sourceLocation(sourceLocationType, location)
        else { return }
        func call<Comment, SourceLocation, Issue>(_ comment: Comment, _ location: SourceLocation, _: Issue.Type) {
            let record = unsafeBitCast(
                self.record, to: (@convention(thin) (Comment?, SourceLocation) -> Issue).self)
            _ = record(comment, location)
        }
        func withComment<Comment>(_ comment: Comment) {
            func withLocation<SourceLocation>(_ location: SourceLocation) {
                call(comment, location, issueType)
            }
            withLocation(sourceLocation)
        }
        withComment(comment)
    }

    /// A `Comment` through its `RawRepresentable` conformance.
    private static func comment<Comment: RawRepresentable>(_: Comment.Type, _ text: String) -> Comment? {
        (text as? Comment.RawValue).flatMap(Comment.init(rawValue:))
    }

    /// A `SourceLocation` through its `Decodable` conformance; `fileID` must name a module (`Module/File.swift`).
    private static func sourceLocation<SourceLocation: Decodable>(
        _: SourceLocation.Type, _ location: TestFailureReporter.Location
    ) -> SourceLocation? {
        let fields: [String: Any] = [
            "fileID": location.fileID.contains("/") ? location.fileID : "Tests/\(location.fileID)",
            "filePath": location.filePath, "_filePath": location.filePath,
            "line": max(location.line, 1), "column": max(location.column, 1),
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: fields) else { return nil }
        return try? JSONDecoder().decode(SourceLocation.self, from: data)
    }
}
