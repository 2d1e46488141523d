import Convergence
import ConvergenceSnapshots
import Foundation
import Testing

/// Redactions: what varies from run to run becomes a placeholder in every snapshot file, before writing and
/// comparing, and the determinism check still names what varies outside them.
@MainActor
@Suite struct RunnerRedactionTests {
    /// A receipt whose id and timestamp are new on every construction, as a live service's would be.
    private struct Receipt: View {
        let id = UUID().uuidString
        let stamp = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double.random(in: 0...2e9)))
        let path = "/tmp/run-\(Int.random(in: 1000...9999))/receipt.json"
        var body: some View {
            VStack(alignment: .leading) {
                Text("Order \(id)")
                Text("Paid \(stamp)")
                Text("Saved to \(path)")
                Text("Total 12.50")
            }
        }
    }

    @Test func placeholdersAreRecordedAndARerunPasses() async throws {
        try await RunnerTestFolder.with { folder in
            // Redactions apply to the text after layout: 60 columns keep the 36-character id on its line.
            let scenario = Scenario("receipt", feature: "Shop", widths: [60]) { Receipt() }
                .redacting(.uuids, .isoDates, .absolutePaths)
            let recorded = await folder.runner(.missing).run(scenario)
            #expect(!recorded.isFailure, "\(recorded.failureMessage ?? "")")
            #expect(
                folder.text(at: "Shop/receipt.txt")
                    == "Order [UUID]\nPaid [DATE]\nSaved to [PATH]\nTotal 12.50\n")
            let html = try #require(folder.text(at: "Shop/receipt.html"))
            #expect(html.contains("Order [UUID]") && html.contains("Saved to [PATH]"), "\(html)")
            let again = await folder.runner(.never).run(scenario)
            #expect(again.status == .passed, "\(again.failureMessage ?? "")")
        }
    }

    @Test func withoutThemTheSameScreenIsNondeterministic() async throws {
        try await RunnerTestFolder.with { folder in
            let result = await folder.runner(.missing).run(Scenario("receipt", feature: "Shop") { Receipt() })
            #expect(result.status == .nondeterministic)
            #expect(folder.filesOnDisk().isEmpty)
        }
    }

    @Test func whatVariesOutsideTheRedactionsIsStillNamed() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("receipt", feature: "Shop") { Receipt() }.redacting(.uuids)
            let result = await folder.runner(.missing).run(scenario)
            #expect(result.status == .nondeterministic)
            let message = result.failureMessage ?? ""
            #expect(message.contains("Paid "), "the timestamp is named: \(message)")
            #expect(!message.contains("Order "), "the redacted id is not: \(message)")
        }
    }

    @Test func aPlaceholderIsEscapedInHTMLAndACatalogRedactsEveryScenario() async throws {
        try await RunnerTestFolder.with { folder in
            let catalog = ScenarioCatalog(scenarios: [
                Scenario("code", feature: "Shop") { Text("Code 123456 <b>") }
            ]).redacting([Redaction(#"\d{6}"#, as: "<code>")])
            #expect(catalog.all[0].redactions == [Redaction(#"\d{6}"#, as: "<code>")])
            let result = await folder.runner(.missing).run(catalog)
            #expect(!result.isFailure)
            #expect(folder.text(at: "Shop/code.txt") == "Code <code> <b>\n")
            let html = try #require(folder.text(at: "Shop/code.html"))
            #expect(html.contains("Code &lt;code&gt; &lt;b&gt;"), "\(html)")
        }
    }

    @Test func aPatternThatDoesNotCompileFailsTheScenarioNamingItAndWritesNothing() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("bad", feature: "Shop") { Text("x") }.redacting(Redaction("(unclosed", as: "?"))
            let result = await folder.runner(.missing).run(scenario)
            #expect(result.isFailure)
            #expect(
                (result.failureMessage ?? "").contains(
                    #"the redaction pattern "(unclosed" is not a regular expression"#))
            #expect(folder.filesOnDisk().isEmpty)
        }
    }

    @Test func theReadyMadePatternsMatchWhatTheySay() throws {
        let format = RenderFormat.ascii(width: 80)
        #expect(
            try [Redaction.uuids].apply(to: "id 6F9619FF-8B86-D011-B42D-00C04FC964FF, not 6F9619FF", format: format)
                == "id [UUID], not 6F9619FF")
        #expect(
            try [Redaction.isoDates].apply(
                to: "2026-11-28 and 2026-11-28T09:41:07.5+01:00 and 2026-11-28 09:41:00Z", format: format)
                == "[DATE] and [DATE] and [DATE]")
        #expect(
            try [Redaction.times].apply(to: "at 9:41, 09:41:07 or 9:41 PM; v1.2", format: format)
                == "at [TIME], [TIME] or [TIME]; v1.2")
        #expect(
            try [Redaction.absolutePaths].apply(
                to: "see /home/ci/App/data.json or https://x.org/a/b, and 3/4", format: format)
                == "see [PATH] or https://x.org/a/b, and 3/4")
    }
}
