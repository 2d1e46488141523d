import ConvergenceTestSupport
import Foundation
import Testing

/// Runs the built `workbench` executable as a user would, with its real arguments and environment.
enum WorkbenchExecutable {
    /// The executable beside this test bundle in the build folder (`swift test` builds every product).
    static var url: URL? { BuiltProduct.executable(named: "workbench") }

    static func run(_ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil) throws
        -> CapturedProcess
    {
        let executable: URL = try #require(url, "the workbench executable is not built beside the tests")
        return try CapturedProcess.run(executable, arguments, directory: directory, environment: environment)
    }
}

@Suite struct WorkbenchExecutableTests {
    @Test func helpPrintsUsageAndSucceeds() throws {
        let output = try WorkbenchExecutable.run(["--help"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("usage: workbench"))
    }

    @Test func badArgumentsAreAUsageError() throws {
        for arguments in [["--width", "0"], ["--width"], ["--frobnicate"], ["--feature", "Nope"]] {
            let output = try WorkbenchExecutable.run(arguments)
            #expect(output.status == 64, "\(arguments)")
            #expect(output.standardError.contains("usage: workbench"), "\(arguments)")
        }
        let unknown = try WorkbenchExecutable.run(["--feature", "Nope"])
        #expect(unknown.standardError.contains("unknown feature Nope; features: SystemMonitor, Files"))
    }

    /// Snapshots must not depend on the machine: time zone, locale, terminal size and working directory change nothing.
    @Test func previewScreensDoNotDependOnTheMachine() throws {
        var base = ProcessInfo.processInfo.environment
        base["TZ"] = "UTC"
        base["LANG"] = "C.UTF-8"
        base["LC_ALL"] = nil
        base["COLUMNS"] = nil
        let reference = try WorkbenchExecutable.run(["--preview", "--width", "40"], environment: base)
        #expect(reference.status == 0, "\(reference.standardError)")
        #expect(!reference.standardOutput.isEmpty)
        let variations: [(String, [String: String], URL?)] = [
            ("TZ", ["TZ": "Pacific/Kiritimati"], nil),
            ("LANG", ["LANG": "de_DE.UTF-8", "LC_ALL": "tr_TR.UTF-8"], nil),
            ("terminal size", ["COLUMNS": "17", "LINES": "5", "TERM": "dumb"], nil),
            ("working directory", [:], FileManager.default.temporaryDirectory),
        ]
        for (name, changes, directory) in variations {
            let environment = base.merging(changes) { $1 }
            let output = try WorkbenchExecutable.run(
                ["--preview", "--width", "40"], environment: environment, directory: directory)
            #expect(
                output.standardOutput == reference.standardOutput, "changing the \(name) changed the preview screens")
        }
    }
}

@Suite struct WorkbenchProductionTests {
    /// The features built on SwiftData, which the app has only where its stand-in is used (see Package.swift).
    #if canImport(Darwin)
        static let swiftDataFeatures: [String] = []
    #else
        static let swiftDataFeatures = ["Bookmarks"]
    #endif

    /// Production runs the live services on this machine: the bundled catalog and the loopback ping are always there.
    @Test func liveScreensShowRealData() throws {
        let books = try WorkbenchExecutable.run(["--feature", "Books", "--width", "60"])
        #expect(books.status == 0, "\(books.standardError)")
        #expect(books.standardOutput.contains("Moby-Dick; or, The Whale"))
        let ping = try WorkbenchExecutable.run(["--feature", "Ping", "--width", "60"])
        #expect(ping.status == 0, "\(ping.standardError)")
        #expect(ping.standardOutput.contains("echoes from 127.0.0.1"))
    }

    @Test func everyLiveScreenRendersAndTheHTMLIsWritten() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-\(getpid()).html")
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try WorkbenchExecutable.run(["--html", file.path])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        for feature in ["SystemMonitor", "Files", "Books", "Ping", "Signup", "Settings"] + Self.swiftDataFeatures {
            #expect(output.standardOutput.contains("== \(feature) =="))
        }
        let html = try String(contentsOf: file, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<h1>Workbench</h1>"))
    }
}
