import Convergence
import Foundation
import Testing

@testable import ConvergenceScenarios

@Suite struct PreviewCatalogTests {
    private let catalog = ScenarioCatalog.previews(in: "ConvergenceScenariosTests")

    private func scenarios(inFeature feature: String) -> [Scenario] {
        catalog.all.filter { $0.feature == feature }
    }

    @Test func providerPreviewsAreOneScenarioEachNamedAndNumberedInOrder() throws {
        let badges = scenarios(inFeature: "PreviewProviderSplitting")
        #expect(
            badges.map(\.name) == [
                "New", "Preview 1", "Preview 2", "Preview 3", "Letter a", "Letter b", "Side", "Only",
            ])
        // A group's layout applies to each of its previews unless one sets its own; landscape is twice as wide.
        #expect(badges.map(\.defaultWidth) == [40, 40, 60, 12, 40, 40, 80, 40])
    }

    @Test func providerScenariosRenderTheirOwnPreviewOnly() async throws {
        let badges = scenarios(inFeature: "PreviewProviderSplitting")
        var renders: [String] = []
        for scenario in badges {
            renders.append(try await scenario.render(.ascii(width: scenario.defaultWidth)))
        }
        let shown = renders.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(shown == ["[new]", "[plain]", "[wide]", "[narrow]", "[a]", "[b]", "[side]", "[one]"])
        // The single preview keeps the modifiers around it.
        #expect(renders.last?.hasPrefix("\n  [one]") == true)
    }

    @Test func providerSourceIsItsDeclarationInTheSources() throws {
        let first = try #require(scenarios(inFeature: "PreviewProviderSplitting").first)
        #expect(first.source.fileID == "ConvergenceScenariosTests/PreviewProviderSplitting.swift")
        #expect(
            first.source.filePath.hasSuffix("/Tests/ConvergenceScenariosTests/Previews/PreviewProviderSplitting.swift"))
        let text = try String(contentsOfFile: first.source.filePath, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[first.source.line - 1]
        #expect(line.hasPrefix("struct BadgeView_Previews: PreviewProvider"))
    }

    @Test func registriesAreOrderedByLineAndUntitledOnesNumbered() {
        let registered = scenarios(inFeature: "Registered")
        #expect(registered.map(\.name) == ["Preview 1", "With context", "Same context", "Preview 2", "Fixed"])
        #expect(registered.map(\.source.line) == [10, 20, 25, 30, 40])
        #expect(registered.map(\.defaultWidth) == [40, 40, 40, 40, 25])
        #expect(registered.allSatisfy { $0.source.fileID == "ConvergenceScenariosTests/Registered.swift" })
    }

    @Test func previewModifierWrapsWithASharedContextMadeOnce() async throws {
        let registered = scenarios(inFeature: "Registered")
        let withContext = try #require(registered.first { $0.name == "With context" })
        let same = try #require(registered.first { $0.name == "Same context" })
        let first = try await withContext.render(.ascii(width: 40))
        let second = try await same.render(.ascii(width: 40))
        #expect(first == "context: shared\n   count 20\n")
        #expect(second.contains("context: shared") && second.contains("count 25"))
        #expect(await RegistryFixtures.sharedContextRuns == 1)
    }

    @Test func aPreviewThatThrowsFailsItsRenderSayingWhy() async throws {
        let broken = scenarios(inFeature: "Broken")
        #expect(broken.map(\.name) == ["Preview 1", "Bad context"])
        await #expect(
            throws: ScenarioError.previewFailed(
                scenario: "Broken/Preview 1", reason: "its body threw fixture file missing")
        ) {
            _ = try await broken[0].render(.ascii(width: 40))
        }
        do {
            _ = try await broken[1].render(.ascii(width: 40))
            Issue.record("a failing shared context must fail the render")
        } catch let error as ScenarioError {
            #expect(error.description.contains("the sample store is missing"))
            #expect(error.description.hasPrefix("Preview Broken/Bad context could not be built"))
        }
    }

    @Test func otherModulesAndUnknownModulesAreLeftOut() {
        #expect(ScenarioCatalog.previews(in: "NoSuchModule").all.isEmpty)
        let everywhere = ScenarioCatalog.previews()
        #expect(Set(catalog.all.map(\.id)).isSubset(of: Set(everywhere.all.map(\.id))))
    }

    @Test func previewsAndStepScenariosShareOneCatalog() {
        let steps = ScenarioCatalog(scenarios: [Scenario("tapped", feature: "Registered") { Text("x") }])
        let combined = ScenarioCatalog(combining: [catalog, steps])
        #expect(combined.all.count == catalog.all.count + 1)
        #expect(combined.problems.isEmpty)
        let clash = ScenarioCatalog(combining: [
            catalog, ScenarioCatalog(scenarios: [Scenario("Fixed", feature: "Registered") { Text("x") }]),
        ])
        #expect(clash.problems.count == 1)
        #expect(clash.problems.first?.description.contains("Registered.swift:40") == true)
    }

    @Test func discoveryFromManyConcurrentCallersAgrees() async {
        let ids = catalog.all.map(\.id)
        await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { ScenarioCatalog.previews(in: "ConvergenceScenariosTests").all.map(\.id) } }
            for await found in group { #expect(found == ids) }
        }
    }
}

@Suite struct PreviewCatalogOnTheMainActorTests {
    /// A main-actor caller runs on the main queue, which `swift test` drains on a worker thread: discovery must
    /// build the previews right there rather than wait for the main queue it is holding.
    @Test @MainActor func discoveryFromTheMainActorDoesNotWaitForItself() async throws {
        let catalog = ScenarioCatalog.previews(in: "ConvergenceScenariosTests")
        let two = try #require(catalog.scenario(id: "MacroPreviews/Two views"))
        #expect(try await two.render(.ascii(width: 40)) == "first\nsecond\n")
    }

    /// Another thread discovers previews while the main actor waits for that thread, as it waits for a static catalog
    /// that a nonisolated test is initializing: the discovery gives up waiting for the main actor and returns a
    /// scenario that fails saying why (it waited unbounded, and the whole run hung).
    @Test @MainActor func discoveryOffTheMainActorGivesUpWhileTheMainActorWaitsForIt() async throws {
        let found = FoundScenarios()
        Thread.detachNewThread {
            found.set(
                PreviewDiscovery.scenarios(
                    in: "ConvergenceScenariosTests", callerFilePath: #filePath, patience: .milliseconds(300)))
        }
        let scenarios = try #require(found.wait(seconds: 20))
        #expect(scenarios.map(\.id) == ["Previews/main-actor-unavailable"])
        let error = await #expect(throws: ScenarioError.self) { try await scenarios[0].render(.ascii(width: 40)) }
        #expect(error?.code == .previewFailed)
        #expect(error?.description.contains("mark the suite that reads it first @MainActor") == true)
        #expect(error?.description.contains("did not start within 300 milliseconds") == true)
    }
}

/// What another thread found, and a wait for it that blocks the calling thread (the main actor, above).
private final class FoundScenarios: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var scenarios: [Scenario]?

    func set(_ scenarios: [Scenario]) {
        lock.withLock { self.scenarios = scenarios }
        done.signal()
    }

    func wait(seconds: Int) -> [Scenario]? {
        guard done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
        return lock.withLock { scenarios }
    }
}
