import ConvergenceTestSupport
import Foundation
import Testing

/// `Scripts/github-actions-example.yml` is valid YAML and wires `Scripts/ci-snapshots.sh` up as its header says:
/// the script's artifact folder is uploaded, the job fails on the script's status, the shard reports the script
/// writes are merged and the merged report is what the comment posts. (The script itself runs in a user's package in
/// `UserPackageEndToEndTests`.)
@Suite struct CIScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let workflow = root.appendingPathComponent("Scripts/github-actions-example.yml")
    static let script = root.appendingPathComponent("Scripts/ci-snapshots.sh")

    static var pyYAMLAvailable: Bool {
        let run = try? CapturedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import yaml"], input: .nullDevice)
        return run?.status == 0
    }

    /// The workflow as plain data, parsed by PyYAML and handed over as JSON (PyYAML reads the key `on` as YAML 1.1's `true`,
    /// so keys are turned into strings first: `on` arrives as `True`).
    static func parsedWorkflow() throws -> [String: Any] {
        let program = """
            import json, sys, yaml
            def keys(value):
                if isinstance(value, dict):
                    return {str(key): keys(item) for key, item in value.items()}
                if isinstance(value, list):
                    return [keys(item) for item in value]
                return value
            with open(sys.argv[1], encoding="utf-8") as file:
                print(json.dumps(keys(yaml.safe_load(file))))
            """
        let run = try CapturedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", program, workflow.path], input: .nullDevice)
        guard run.status == 0 else {
            throw ParseFailure(description: "the workflow is not valid YAML:\n\(run.standardError)")
        }
        guard let object = try JSONSerialization.jsonObject(with: run.standardOutputData) as? [String: Any] else {
            throw ParseFailure(description: "the workflow is not a mapping:\n\(run.standardOutput)")
        }
        return object
    }

    struct ParseFailure: Error, CustomStringConvertible {
        let description: String
    }

    typealias Step = [String: Any]

    static func steps(of job: String, in workflow: [String: Any]) -> [Step] {
        let jobs = workflow["jobs"] as? [String: Any]
        return (jobs?[job] as? [String: Any])?["steps"] as? [Step] ?? []
    }

    static func uses(_ step: Step, _ action: String) -> Bool {
        (step["uses"] as? String)?.hasPrefix(action + "@") == true
    }

    static func with(_ step: Step, _ key: String) -> String? {
        (step["with"] as? [String: Any])?[key] as? String
    }

    /// The artifact paths the script's header lists (`ARTIFACT_DIR/snapshot-report.md` → `snapshot-report.md`).
    static func scriptArtifacts() throws -> [String] {
        let text = try String(contentsOf: script, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("#"), let range = line.range(of: "ARTIFACT_DIR/") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        }
    }

    @Test(
        .requiring("needs python3 with PyYAML (apt-get install python3-yaml or pip install pyyaml)", pyYAMLAvailable))
    func theSnapshotsJobRunsTheScriptAndUploadsWhatItWrites() throws {
        let workflow = try Self.parsedWorkflow()
        #expect(workflow["name"] as? String == "Snapshots")
        let trigger = (workflow["on"] ?? workflow["True"]) as? [String: Any]
        #expect(trigger?["pull_request"] != nil, "the workflow does not run on pull requests")

        let steps = Self.steps(of: "snapshots", in: workflow)
        let scriptStep = try #require(
            steps.first { ($0["run"] as? String)?.contains("Scripts/ci-snapshots.sh") == true },
            "no step of the snapshots job runs Scripts/ci-snapshots.sh")
        let command = try #require(
            (scriptStep["run"] as? String)?.split(separator: "\n").first { $0.contains("Scripts/ci-snapshots.sh") })
        let words = command.split(separator: " ").map(String.init)
        let scriptIndex = try #require(words.firstIndex { $0.hasSuffix("Scripts/ci-snapshots.sh") })
        let artifactDirectory = try #require(words.dropFirst(scriptIndex + 1).first, "no ARTIFACT_DIR in: \(command)")
        #expect(!artifactDirectory.hasPrefix("-"), "the script's first argument is its artifact folder: \(command)")

        // The artifacts are uploaded whatever the outcome, from the folder the script was given.
        let upload = try #require(
            steps.first { Self.uses($0, "actions/upload-artifact") }, "the snapshots job uploads nothing")
        #expect(Self.with(upload, "path") == artifactDirectory, "uploads \(Self.with(upload, "path") ?? "nothing")")
        #expect((upload["if"] as? String)?.contains("always()") == true, "the upload must run when verify failed")
        let uploadIndex = try #require(steps.firstIndex { Self.uses($0, "actions/upload-artifact") })
        let scriptIndexInSteps = try #require(steps.firstIndex { $0["run"] as? String == scriptStep["run"] as? String })
        #expect(scriptIndexInSteps < uploadIndex, "the upload must come after the script")

        // The job still fails when the script did, after the upload.
        let id = try #require(scriptStep["id"] as? String, "the script's step needs an id to read its status")
        let failing = steps.dropFirst(uploadIndex + 1).contains { step in
            (step["if"] as? String)?.contains("steps.\(id).outputs.status") == true
                && (step["run"] as? String)?.contains("exit 1") == true
        }
        #expect(failing, "no step after the upload fails the job on the script's status")
        #expect((scriptStep["run"] as? String)?.contains("status=$?") == true, "the script's status is not recorded")
    }

    @Test(
        .requiring("needs python3 with PyYAML (apt-get install python3-yaml or pip install pyyaml)", pyYAMLAvailable))
    func theReportJobMergesTheScriptsReportsAndTheCommentPostsThem() throws {
        let workflow = try Self.parsedWorkflow()
        let artifacts = try Self.scriptArtifacts()
        #expect(artifacts.contains("snapshot-report.md"), "the script's header lists \(artifacts)")
        #expect(artifacts.contains("gallery/index.html"))
        #expect(artifacts.contains("verify.log"))
        #expect(artifacts.contains("pending/"))

        let shardName = try #require(
            Self.steps(of: "snapshots", in: workflow).first { Self.uses($0, "actions/upload-artifact") }
                .flatMap { Self.with($0, "name") })
        let reportSteps = Self.steps(of: "report", in: workflow)
        let download = try #require(
            reportSteps.first { Self.uses($0, "actions/download-artifact") }, "the report job downloads nothing")
        let pattern = try #require(Self.with(download, "pattern"))
        #expect(pattern.hasSuffix("*") && shardName.hasPrefix(String(pattern.dropLast())), "\(pattern) ≠ \(shardName)")
        let shards = try #require(Self.with(download, "path"))
        let merge = try #require(
            reportSteps.compactMap { $0["run"] as? String }.first { $0.contains("report") && $0.contains("--merge") },
            "the report job does not merge the shard reports")
        #expect(merge.contains("--merge \(shards)/*/snapshot-report.md"), "merges something else: \(merge)")
        #expect(merge.contains("--out snapshot-report.md"))
        // The merge runs the same product the script builds.
        let product = (workflow["env"] as? [String: Any])?["SCENARIOS_PRODUCT"] as? String
        #expect(product?.isEmpty == false, "the workflow does not name the product in SCENARIOS_PRODUCT")
        #expect(merge.contains("/$SCENARIOS_PRODUCT\"\n\"$bin\" report"), "merges with another product: \(merge)")
        #expect(merge.contains("test -s snapshot-report.md"), "a merge that wrote nothing must fail the job")
        let buildIndex = try #require(
            reportSteps.firstIndex {
                ($0["run"] as? String)?.contains("swift build --product \"$SCENARIOS_PRODUCT\"") == true
            },
            "the report job does not build the product in a step of its own (a failed build would look like exit 1)")
        let mergeIndex = try #require(reportSteps.firstIndex { ($0["run"] as? String) == merge })
        #expect(buildIndex < mergeIndex)

        let merged = try #require(reportSteps.first { Self.uses($0, "actions/upload-artifact") })
        let commentSteps = Self.steps(of: "comment", in: workflow)
        let fetched = try #require(commentSteps.first { Self.uses($0, "actions/download-artifact") })
        #expect(Self.with(fetched, "name") == Self.with(merged, "name"))
        #expect(Self.with(merged, "path") == "snapshot-report.md")
        #expect(Self.with(merged, "if-no-files-found") == "error")
        #expect(
            commentSteps.contains { ($0["run"] as? String)?.contains("--body-file snapshot-report.md") == true },
            "the comment does not post the merged report")
    }

    @Test func theScriptsHelpIsItsHeader() throws {
        let run = try CapturedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["bash", Self.script.path, "--help"], input: .nullDevice)
        #expect(run.status == 0)
        #expect(
            run.standardOutput.hasPrefix("What a CI job calls"), "help starts with: \(run.standardOutput.prefix(80))")
        #expect(run.standardOutput.contains("SCENARIOS_PRODUCT"))
        #expect(run.standardOutput.contains("SWIFT_BUILD_FLAGS"))
        #expect(!run.standardOutput.contains("set -"), "help runs into the script's code:\n\(run.standardOutput)")
        #expect(!run.standardOutput.contains("#"), "help keeps comment marks:\n\(run.standardOutput)")
    }
}
