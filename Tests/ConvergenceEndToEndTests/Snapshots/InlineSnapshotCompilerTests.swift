import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation
import Testing

/// The literals an inline snapshot writes, compiled by `swiftc` into a throwaway program that prints what it read
/// back: every hostile text comes out exactly as it went in.
@Suite struct InlineSnapshotCompilerTests {
    @Test(.requiring("swiftc (the Swift toolchain)", InlineSnapshotCompilerTests.swiftc != nil))
    func theCompilerReadsEveryWrittenLiteralBackExactly() throws {
        let swiftc = try #require(Self.swiftc)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var program = "import Foundation\nvar texts: [String] = []\n"
        for text in HostileTexts.all {
            let call = "        record(0)\n"
            let edit = try InlineSnapshotSource.recording(text, intoCallOf: "record", line: 1, column: 1, in: call)
            program +=
                "do {\n    func record(_: Int, _ body: () -> String) { texts.append(body()) }\n" + edit.source
                + "}\n"
        }
        program += """
            let data = try JSONSerialization.data(withJSONObject: texts)
            FileHandle.standardOutput.write(data)

            """
        try Data(program.utf8).write(to: folder.appendingPathComponent("main.swift"))
        let binary = folder.appendingPathComponent("literals")
        let build = try CapturedProcess.run(
            swiftc, [folder.appendingPathComponent("main.swift").path, "-o", binary.path], mergingErrors: true)
        try #require(build.status == 0, "\(build.standardOutput)\n\(program)")
        let run = try CapturedProcess.run(binary, [])
        let texts = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String]
        #expect(texts == HostileTexts.all)
    }

    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
