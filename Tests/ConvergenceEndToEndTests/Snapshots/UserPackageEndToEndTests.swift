import ConvergenceSnapshots
import Foundation
import Testing

/// A user's package, written from the contract alone, tested with the real `swift test` in each record mode, its own
/// embedded `scenarios` command line and `Scripts/ci-snapshots.sh`: the whole pull-request review loop.
///
/// The package lives in a temporary folder, depends on this one by path, and builds into a scratch folder of its
/// own, so it never touches this package's `.build` or `__Snapshots__`. It takes a minute or two to build and run.
@Suite struct UserPackageEndToEndTests {
    @Test(.timeLimit(.minutes(10)))
    func recordVerifyChangeReviewAcceptAndRejectABadMode() async throws {
        let workspace = try EndToEndWorkspace()
        defer { workspace.remove() }
        try workspace.writePackage()

        // 0. Build once, tests and the command line (retried once: other people may be saving files of this package
        // right now).
        var build = try await workspace.swift("build", ["--build-tests"])
        if build.status != 0 {
            try await Task.sleep(for: .seconds(20))
            build = try await workspace.swift("build", ["--build-tests"])
        }
        try #require(build.status == 0, "the user's package does not build:\n\(build.output)")

        // a) Record everything: the files land in the user's package, not in this one.
        let mainFooBefore = FileManager.default.fileExists(atPath: workspace.mainSnapshotsFoo.path)
        let recordAll = try await workspace.swift("test", environment: ["SNAPSHOTS_RECORD": "all"])
        #expect(recordAll.status == 0, "SNAPSHOTS_RECORD=all swift test failed:\n\(recordAll.output)")
        #expect(
            workspace.snapshotFiles() == [
                "Foo/empty.html", "Foo/empty.txt", "Foo/error.html", "Foo/error.txt", "Foo/loaded.html",
                "Foo/loaded.txt", "Foo/loading.html", "Foo/loading.step1.html", "Foo/loading.step1.txt",
                "Foo/loading.txt",
            ])
        let recorded = try #require(workspace.snapshot("Foo/loaded.txt"))
        #expect(recorded.contains("Fresh Apples"))
        #expect(recorded.contains("Juicy Pears"))
        #expect(workspace.snapshot("Foo/loading.txt")?.contains("Loading...") == true)
        #expect(workspace.snapshot("Foo/loading.step1.txt")?.contains("Fresh Apples") == true)
        #expect(workspace.snapshot("Foo/error.txt")?.contains("Something went wrong") == true)
        #expect(workspace.snapshot("Foo/empty.html")?.contains("No Fruits") == true)
        if !mainFooBefore {
            #expect(
                !FileManager.default.fileExists(atPath: workspace.mainSnapshotsFoo.path),
                "recorded into the framework's own __Snapshots__ instead of the user's package")
        }

        // The inline snapshot was written into its call, and nothing else in the test file changed.
        let inlineFile = workspace.package.appendingPathComponent(EndToEndWorkspace.inlineTestFile)
        #expect(
            workspace.text(at: inlineFile)
                == EndToEndWorkspace.inlineTestSource.replacingOccurrences(
                    of: "Text(\"Hello, Pears\") })\n",
                    with: "Text(\"Hello, Pears\") }) {\n        \"\"\"\n        Hello, Pears\n        \"\"\"\n    }\n"))

        // b) CI verifies and passes: the test file, built again, holds the inline snapshot.
        let verify = try await workspace.swift("test", environment: ["CI": "true"])
        #expect(verify.status == 0, "CI=true swift test failed after recording:\n\(verify.output)")
        #expect(verify.output.contains("greeting()"), "the inline snapshot's test did not run:\n\(verify.output)")
        #expect(workspace.pendingFiles().isEmpty)

        // c) A fixture changes: CI fails with the diff and the command; the snapshot is kept, the render left beside it.
        try workspace.editFixtures(replacing: "Fresh Apples", with: "Crisp Apples")
        let changed = try await workspace.swift("test", environment: ["CI": "true"])
        #expect(changed.status != 0, "CI=true swift test passed although a fixture changed:\n\(changed.output)")
        #expect(changed.showsChange(from: "Fresh Apples", to: "Crisp Apples"), "no diff in:\n\(changed.output)")
        #expect(changed.output.contains("SNAPSHOTS_RECORD=failed swift test"))
        #expect(changed.output.contains("__Snapshots__/Foo/loaded.txt"))
        #expect(workspace.snapshot("Foo/loaded.txt") == recorded, "CI must not rewrite a snapshot")
        #expect(workspace.snapshot("Foo/loaded.txt.new")?.contains("Crisp Apples") == true)
        #expect(workspace.pendingFiles().contains("Foo/loaded.txt.new"))

        // d) The review loop with the package's own command line, then the CI script on the same change.
        try await reviewAndAcceptWithTheCommandLine(workspace, recorded: recorded)

        // d2) Attachments, a changed inline snapshot, and pending changes settled by a script with no terminal.
        try await attachAndSettleWithAScript(workspace)

        // e) Accepting through the record mode rewrites the snapshot without a review.
        try workspace.editFixtures(replacing: "Tart Apples", with: "Ripe Apples")
        let accept = try await workspace.swift("test", environment: ["SNAPSHOTS_RECORD": "failed"])
        #expect(accept.status == 0, "SNAPSHOTS_RECORD=failed swift test failed:\n\(accept.output)")
        let accepted = try #require(workspace.snapshot("Foo/loaded.txt"))
        #expect(accepted.contains("Ripe Apples"))
        #expect(!accepted.contains("Crisp Apples"))
        #expect(workspace.snapshot("Foo/loaded.txt.new") == nil)
        #expect(workspace.pendingFiles().isEmpty)

        // f) An unknown mode fails the run and lists the valid ones.
        let bogus = try await workspace.swift("test", environment: ["SNAPSHOTS_RECORD": "bogus"])
        #expect(bogus.status != 0, "SNAPSHOTS_RECORD=bogus swift test passed:\n\(bogus.output)")
        #expect(bogus.output.contains("bogus"))
        #expect(bogus.output.contains("missing, all, failed, never"), "modes not listed in:\n\(bogus.output)")
        #expect(workspace.snapshot("Foo/loaded.txt") == accepted, "a bad mode writes nothing")
        #expect(workspace.pendingFiles().isEmpty)
    }

    /// With the fixture changed from Crisp to Tart Apples and the inline snapshot's view from Pears to Plums:
    /// `CI=true swift test --attachments-path DIR` fails on both and leaves each failed file's new render, recorded
    /// render and diff in `DIR`. With the view put back, a shell script with no terminal lists the two pending
    /// scenarios, accepts one and rejects the other, and `CI=true swift test` then fails on the rejected one only.
    private func attachAndSettleWithAScript(_ workspace: EndToEndWorkspace) async throws {
        try workspace.editFixtures(replacing: "Crisp Apples", with: "Tart Apples")
        try workspace.edit(
            EndToEndWorkspace.inlineTestFile, replacing: "Text(\"Hello, Pears\")", with: "Text(\"Hello, Plums\")")
        let attachments = workspace.folder.appendingPathComponent("attachments", isDirectory: true)
        try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
        let changed = try await workspace.swift(
            "test", ["--attachments-path", attachments.path], environment: ["CI": "true"])
        #expect(changed.status != 0, "CI=true swift test passed although a fixture changed:\n\(changed.output)")
        #expect(changed.showsChange(from: "Hello, Pears", to: "Hello, Plums"), "no inline diff in:\n\(changed.output)")
        let saved = (try? FileManager.default.contentsOfDirectory(atPath: attachments.path)) ?? []
        // Per failed file, its new render, its recorded one and its diff, each under a name of its own.
        let expected = ["Foo-loaded", "Foo-loading.step1", "GreetingTests.L5"].flatMap { stem in
            (stem.hasPrefix("Greeting") ? ["txt"] : ["txt", "html"]).flatMap { fileExtension in
                ["\(stem).new.\(fileExtension)", "\(stem).recorded.\(fileExtension)", "\(stem).\(fileExtension).diff"]
            }
        }
        #expect(Set(saved) == Set(expected), "attachments: \(saved.sorted())\n\(changed.output)")
        let newRender = saved.first { $0.hasSuffix("Foo-loaded.new.txt") }.flatMap {
            workspace.text(at: attachments.appendingPathComponent($0))
        }
        #expect(newRender?.contains("Tart Apples") == true && newRender == workspace.snapshot("Foo/loaded.txt.new"))

        try workspace.edit(
            EndToEndWorkspace.inlineTestFile, replacing: "Text(\"Hello, Plums\")", with: "Text(\"Hello, Pears\")")
        let command =
            "swift run --package-path '\(workspace.package.path)' --scratch-path '\(workspace.scratch.path)' "
            + EndToEndWorkspace.commandProduct
        let script = """
            set -e
            \(command) pending --json > pending.json
            \(command) pending --accept Foo/loaded
            \(command) pending --reject Foo/loading
            """
        let settled = try await workspace.run("sh", ["-c", script])
        #expect(settled.status == 0, "the script failed:\n\(settled.output)")
        let listed = workspace.text(at: workspace.package.appendingPathComponent("pending.json")) ?? ""
        let entries = (try? JSONSerialization.jsonObject(with: Data(listed.utf8))) as? [[String: Any]] ?? []
        #expect(
            Set(entries.compactMap { $0["id"] as? String }) == ["Foo/loaded", "Foo/loading"],
            "pending --json listed:\n\(listed)\n\(settled.output)")
        #expect(workspace.pendingFiles().isEmpty, "left after the script: \(workspace.pendingFiles())")
        #expect(workspace.snapshot("Foo/loaded.txt")?.contains("Tart Apples") == true)

        let ci = try await workspace.swift("test", environment: ["CI": "true"])
        #expect(ci.status != 0, "CI=true swift test passed although Foo/loading was rejected:\n\(ci.output)")
        #expect(ci.output.contains("Foo/loading: __Snapshots__/Foo/loading.step1.txt"), "\(ci.output)")
        #expect(!ci.output.contains("Foo/loaded: "), "the accepted scenario still fails:\n\(ci.output)")
        #expect(!ci.output.contains("Hello, Plums"), "the inline snapshot still fails:\n\(ci.output)")
    }

    /// From a failed CI run (the loaded list changed from Fresh to Crisp Apples, `.new` files waiting): `report`
    /// shows the diff, `verify` fails, `Scripts/ci-snapshots.sh` fails and writes its artifacts, `review
    /// --accept-all` takes the change, and then `verify` and `CI=true swift test` pass.
    private func reviewAndAcceptWithTheCommandLine(_ workspace: EndToEndWorkspace, recorded: String) async throws {
        let product = EndToEndWorkspace.commandProduct

        let report = try await workspace.command(product, ["report", "--markdown"])
        #expect(report.status == 1, "report must exit 1 when a snapshot changed:\n\(report.output)")
        #expect(report.showsChange(from: "Fresh Apples", to: "Crisp Apples"), "no diff in:\n\(report.output)")
        #expect(report.output.contains("Foo/loaded"), "the scenario id is not in:\n\(report.output)")
        #expect(report.output.contains("```diff"), "the diff is not a diff block in:\n\(report.output)")

        let failing = try await workspace.command(product, ["verify"])
        #expect(failing.status == 1, "verify must exit 1 before the change is accepted:\n\(failing.output)")
        #expect(failing.output.contains("Foo/loaded"), "verify does not name the scenario:\n\(failing.output)")

        try await runTheCIScript(workspace)
        #expect(workspace.snapshot("Foo/loaded.txt") == recorded, "the CI script must not rewrite a snapshot")

        let review = try await workspace.command(product, ["review", "--accept-all"])
        #expect(review.status == 0, "review --accept-all failed:\n\(review.output)")
        #expect(review.output.contains("accepted Foo/loaded.txt"), "loaded.txt not accepted in:\n\(review.output)")
        #expect(review.output.contains("Review done:"), "no summary in:\n\(review.output)")
        let reviewed = try #require(workspace.snapshot("Foo/loaded.txt"))
        #expect(reviewed.contains("Crisp Apples"))
        #expect(!reviewed.contains("Fresh Apples"))
        #expect(workspace.pendingFiles().isEmpty, "left after accepting: \(workspace.pendingFiles())")

        let passing = try await workspace.command(product, ["verify"])
        #expect(passing.status == 0, "verify must pass once the change is accepted:\n\(passing.output)")
        try await runTheCIScriptWithoutRoomForTheReport(workspace)

        let ci = try await workspace.swift("test", environment: ["CI": "true"])
        #expect(ci.status == 0, "CI=true swift test failed after review --accept-all:\n\(ci.output)")
        #expect(workspace.snapshot("Foo/loaded.txt") == reviewed)
        #expect(workspace.pendingFiles().isEmpty)
    }

    /// `Scripts/ci-snapshots.sh` run from the user's package, as a CI job would, with the product and scratch folder
    /// passed through its documented variables: it fails with verify's status and writes every artifact.
    private func runTheCIScript(_ workspace: EndToEndWorkspace) async throws {
        let artifacts = workspace.folder.appendingPathComponent("artifacts", isDirectory: true)
        let script = workspace.main.appendingPathComponent("Scripts/ci-snapshots.sh")
        let flags = "--scratch-path \(workspace.scratch.path)"

        // A product that is not this package's own command (here, Convergence's own, which it does not export):
        // the script refuses before building anything rather than verify another catalog.
        let foreign = try await workspace.run(
            "bash", [script.path, artifacts.path],
            environment: ["SCENARIOS_PRODUCT": "workbench-scenarios", "SWIFT_BUILD_FLAGS": flags])
        #expect(foreign.status == 2, "ci-snapshots.sh ran another package's command:\n\(foreign.output)")
        #expect(
            foreign.output.contains("SCENARIOS_PRODUCT"), "the refusal does not say what to set:\n\(foreign.output)")
        #expect(!FileManager.default.fileExists(atPath: artifacts.path), "artifacts written for another product")

        // A pending render an earlier run left behind (of a scenario since removed) is not this run's.
        let stale = workspace.package.appendingPathComponent("__Snapshots__/Foo/removed.txt.new")
        try Data("stale\n".utf8).write(to: stale)
        defer { try? FileManager.default.removeItem(at: stale) }

        // The README's layout needs no SCENARIOS_PRODUCT: the package's own `scenarios` is the default.
        let ci = try await workspace.run(
            "bash", [script.path, artifacts.path], environment: ["SWIFT_BUILD_FLAGS": flags])
        #expect(ci.status == 1, "ci-snapshots.sh must exit 1 (verify's status) on a changed snapshot:\n\(ci.output)")

        let report = try #require(
            workspace.text(at: artifacts.appendingPathComponent("snapshot-report.md")),
            "no snapshot-report.md:\n\(ci.output)")
        let reportRun = EndToEndRun(status: 0, output: report)
        #expect(reportRun.showsChange(from: "Fresh Apples", to: "Crisp Apples"), "no diff in the report:\n\(report)")
        #expect(report.contains("Foo/loaded"))

        let gallery = try #require(
            workspace.text(at: artifacts.appendingPathComponent("gallery/index.html")),
            "no gallery/index.html:\n\(ci.output)")
        #expect(gallery.contains("<html"), "gallery/index.html is not a page:\n\(gallery.prefix(500))")
        #expect(gallery.contains("Foo"), "the gallery does not list the feature:\n\(gallery.prefix(2_000))")

        let log = try #require(
            workspace.text(at: artifacts.appendingPathComponent("verify.log")), "no verify.log:\n\(ci.output)")
        #expect(log.contains("Foo/loaded"), "verify.log does not name the changed scenario:\n\(log)")
        let results = try #require(
            workspace.text(at: artifacts.appendingPathComponent("results.json")), "no results.json:\n\(ci.output)")
        #expect(results.contains("\"schemaVersion\" : 1") && results.contains("\"passed\" : false"), "\(results)")
        let junit = try #require(
            workspace.text(at: artifacts.appendingPathComponent("junit.xml")), "no junit.xml:\n\(ci.output)")
        #expect(junit.contains("<testcase name=\"Foo/loaded [ascii]\""), "\(junit)")

        let pending = workspace.text(at: artifacts.appendingPathComponent("pending/Foo/loaded.txt.new"))
        #expect(pending?.contains("Crisp Apples") == true, "pending/Foo/loaded.txt.new missing or stale:\n\(ci.output)")
        #expect(pending == workspace.snapshot("Foo/loaded.txt.new"), "the pending copy differs from the render")
        #expect(
            !FileManager.default.fileExists(
                atPath: artifacts.appendingPathComponent("pending/Foo/removed.txt.new").path),
            "pending/ holds a render an earlier run left")
    }

    /// A passing verify whose report cannot be written (its path is a folder) is not a green CI job: exit 2.
    private func runTheCIScriptWithoutRoomForTheReport(_ workspace: EndToEndWorkspace) async throws {
        let artifacts = workspace.folder.appendingPathComponent("blocked-artifacts", isDirectory: true)
        try FileManager.default.createDirectory(
            at: artifacts.appendingPathComponent("snapshot-report.md/taken", isDirectory: true),
            withIntermediateDirectories: true)
        let script = workspace.main.appendingPathComponent("Scripts/ci-snapshots.sh")
        let run = try await workspace.run(
            "bash", [script.path, artifacts.path],
            environment: ["SWIFT_BUILD_FLAGS": "--scratch-path \(workspace.scratch.path)"])
        #expect(run.status == 2, "a CI run without its report must not pass:\n\(run.output)")
        #expect(run.output.contains("could not write the report"), "\(run.output)")
    }

    /// The README puts the embedded command line in `Sources/scenarios/main.swift`, and `Scripts/ci-snapshots.sh`
    /// builds the product `scenarios` by default. In a package laid out that way, `scenarios` must be the package's
    /// own command: no dependency's target may take the name (the graph would not load) and no dependency's
    /// executable product either (`swift run scenarios` and `swift build --product scenarios` would pick the
    /// dependency's, over another catalog).
    @Test(.timeLimit(.minutes(2)))
    func theReadmeCommandLayoutRunsThePackagesOwnCommand() async throws {
        let workspace = try EndToEndWorkspace(sharingScratch: false)
        defer { workspace.remove() }
        try workspace.writeReadmeCommandPackage()
        let listing = try await workspace.swift("package", ["show-executables", "--format", "json"])
        try #require(
            listing.status == 0,
            "a package with an executable target `scenarios`, as the README shows, does not load:\n\(listing.output)")
        let json = try #require(listing.output.split(separator: "\n").last { $0.hasPrefix("[") })
        let executables = try JSONDecoder().decode([Executable].self, from: Data(json.utf8))
        #expect(executables.contains(Executable(name: "scenarios", package: nil)), "listed: \(executables)")
        let shadowing = executables.filter { $0.name == "scenarios" && $0.package != nil }
        #expect(shadowing.isEmpty, "a dependency's `scenarios` shadows the package's own: \(shadowing)")
    }

    /// One entry of `swift package show-executables --format json`: `package` is nil for the root package's own.
    private struct Executable: Decodable, Equatable {
        let name: String
        let package: String?
    }
}
