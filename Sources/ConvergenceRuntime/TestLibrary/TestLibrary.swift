import Foundation

/// Records a failure in the test library that is running, found at run time by the symbols of its public API
/// (`Test.current`, `Issue.record(_:sourceLocation:)`, `XCTFail(_:file:line:)`), so that the library links no test
/// framework: a production binary that renders views links none, and a test binary has the library its tests import
/// already loaded.
///
/// The Swift Testing types are never spelled here: their metadata is looked up by mangled name and the calls go
/// through generic functions, which pass every value indirectly, as a library built for evolution expects from its
/// clients. When a lookup fails, or with `CONVERGENCE_FORCE_FALLBACK=test-library`, ``report(_:at:)`` returns nil
/// and the caller (`TestFailureReporter` in Convergence) throws the failure instead, which both libraries record.
package enum TestLibrary {
    /// Where a failure points.
    package struct Location: Sendable {
        package var fileID: String
        package var filePath: String
        package var line: Int
        package var column: Int
        /// The same place for XCTest, which takes the calling file as a static string.
        package var file: StaticString
        package var staticLine: UInt

        package init(fileID: String, filePath: String, line: Int, column: Int, file: StaticString, staticLine: UInt) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
            self.file = file
            self.staticLine = staticLine
        }
    }

    /// Which test library recorded the failure.
    package enum Destination: Equatable, Sendable {
        case swiftTesting
        case xcTest
    }

    /// Reports `message` as a failure of the test that is running, when a test library can be reached for sure.
    ///
    /// - Returns: The library that recorded it, or `nil` when none surely did: the caller then throws the failure.
    ///   With Swift Testing loaded but not fully found, the failure also goes to `XCTFail`, which records it when an
    ///   XCTest case is running; the thrown failure covers a Swift Testing test, which `XCTFail` cannot reach.
    package static func report(_ message: String, at location: Location) -> Destination? {
        guard !RuntimeFallback.testLibrary.isForced else { return nil }
        switch SwiftTestingSymbols.lookup {
        case .found(let swiftTesting) where swiftTesting.isRunningTest():
            return swiftTesting.recordIssue(message, at: location) ? .swiftTesting : nil
        case .found, .notLoaded:
            guard let fail = xcTestFail else { return nil }
            fail(message, location.file, location.staticLine)
            return .xcTest
        case .incomplete:
            xcTestFail?(message, location.file, location.staticLine)
            return nil
        }
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

    /// What the process holds of Swift Testing.
    enum Lookup {
        /// Every symbol the reporter calls.
        case found(SwiftTestingSymbols)
        /// No trace of the library: a production binary, or an XCTest-only run.
        case notLoaded
        /// The library is there, but a symbol is not (another toolchain or platform, a changed mangling): a Swift
        /// Testing test may be running, and nothing here can record its issue.
        case incomplete
    }

    /// The symbols, looked up once per process.
    static let lookup: Lookup = {
        guard let testType = _typeByName("7Testing4TestV"),
            let currentTest = LoadedSymbol.address("$s7Testing4TestV7currentACSgvgZ"),
            let commentType = _typeByName("7Testing7CommentV") as? any RawRepresentable.Type,
            let sourceLocationType = _typeByName("7Testing14SourceLocationV") as? any Decodable.Type,
            let issueType = _typeByName("7Testing5IssueV"),
            let record = LoadedSymbol.address(
                "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ")
        else {
            // The entry point tools call is C, so its name survives any change of Swift's mangling.
            let loaded = LoadedSymbol.address("swt_abiv0_getEntryPoint") != nil || _typeByName("7Testing4TestV") != nil
            return loaded ? .incomplete : .notLoaded
        }
        return .found(
            SwiftTestingSymbols(
                testType: testType, currentTest: currentTest, commentType: commentType,
                sourceLocationType: sourceLocationType, issueType: issueType, record: record))
    }()

    /// Whether a Swift Testing test is running on this task (`Test.current != nil`).
    func isRunningTest() -> Bool {
        func call<Test>(_: Test.Type) -> Bool {
            let getter = unsafeBitCast(currentTest, to: (@convention(thin) () -> Test?).self)
            return getter() != nil
        }
        return call(testType)
    }

    /// `Issue.record(Comment(rawValue: message), sourceLocation: location)`; false when a `Comment` or
    /// `SourceLocation` could not be made (their coding changed), and nothing was recorded.
    func recordIssue(_ message: String, at location: TestLibrary.Location) -> Bool {
        guard let comment = Self.comment(commentType, message),
            let sourceLocation = Self.sourceLocation(sourceLocationType, location)
        else { return false }
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
        return true
    }

    /// A `Comment` through its `RawRepresentable` conformance.
    private static func comment<Comment: RawRepresentable>(_: Comment.Type, _ text: String) -> Comment? {
        (text as? Comment.RawValue).flatMap(Comment.init(rawValue:))
    }

    /// A `SourceLocation` through its `Decodable` conformance; `fileID` must name a module (`Module/File.swift`).
    private static func sourceLocation<SourceLocation: Decodable>(
        _: SourceLocation.Type, _ location: TestLibrary.Location
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
