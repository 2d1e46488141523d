import Convergence
import ConvergenceCLITestSupport
import ConvergenceTestSupport
import Foundation
import Testing

/// The `--json` results a run writes pass the committed schema, `Scripts/scenarios-results.schema.json`, as python3's
/// `jsonschema` reads it (`ResultFilesTests` reads the same run field by field).
@Suite struct ResultsSchemaTests {
    @Test(.requiring("python3 -m pip install jsonschema", ResultsSchemaTests.hasJSONSchema))
    @MainActor func verifyWritesJSONThatTheSchemaAccepts() async throws {
        let (output, harness) = try await RunCommandsFixtures.changedRun(["verify", "--json", "out/results.json"])
        defer { try? FileManager.default.removeItem(at: harness.folder) }
        #expect(output.status == 1, "changed and missing scenarios fail the run: \(output.standardError)")
        let file = harness.folder.appendingPathComponent("out/results.json")
        #expect(Self.validate(file) == nil)
    }

    @Test(
        .requiring("python3 -m pip install jsonschema", ResultsSchemaTests.hasJSONSchema))
    func theSchemaRejectsAnInvalidDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json")
        try Data(#"{"schemaVersion": 1, "command": "verify", "passed": "yes"}"#.utf8).write(to: file)
        #expect(Self.validate(file) != nil, "the validator can fail")
    }

    static var hasJSONSchema: Bool {
        (try? CapturedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import jsonschema"], mergingErrors: true
        ).status)
            == 0
    }

    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/scenarios-results.schema.json")

    /// The validator's complaint about a document, or nil when it is valid.
    static func validate(_ file: URL) -> String? {
        guard hasJSONSchema else {
            return "python3's jsonschema is not installed (python3 -m pip install jsonschema): cannot validate"
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
            for error in errors: print(error.json_path, error.message)
            sys.exit(1 if errors else 0)
            """
        guard
            let run = try? CapturedProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, schema.path, file.path],
                mergingErrors: true)
        else { return "could not run python3" }
        return run.status == 0 ? nil : run.standardOutput
    }
}
