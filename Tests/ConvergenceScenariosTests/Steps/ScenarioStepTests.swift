import Convergence
import Testing

@Suite struct ScenarioStepTests {
    @Test @MainActor func tapRetryMovesFromErrorToLoaded() async throws {
        let scenario = Scenario("retry", steps: [.tap("Retry")]) {
            LibraryView(state: LibraryScenarios.make(.failingOnce([BookFixtures.emma])))
        }
        let frames = try await scenario.frames()
        #expect(frames[0].render(.ascii(width: 30)).contains("The library is closed"))
        #expect(frames[1].render(.ascii(width: 30)).hasSuffix("Emma\n"))
    }

    @Test @MainActor func typingAndTogglingChangeBoundState() async throws {
        let scenario = Scenario(
            "form", steps: [.type("du", into: "Search"), .type("ne", into: "Search"), .toggle("Covers")]
        ) {
            LibraryView(state: LibraryScenarios.make(.success([])))
        }
        let frames = try await scenario.frames()
        #expect(frames[2].render(.ascii(width: 30)).hasPrefix("Search: [dune________________]\n[ ] Covers"))
        #expect(frames[3].render(.ascii(width: 30)).contains("[x] Covers"))
    }

    @Test @MainActor func pickChoosesAnOptionByTitle() async throws {
        struct Sorting: View {
            @State var order = "title"
            var body: some View {
                Picker("Sort", selection: $order) {
                    Text("Title").tag("title")
                    Text("Author").tag("author")
                }
            }
        }
        let frames = try await Scenario("sort", steps: [.pick("Author", in: "Sort")]) { Sorting() }.frames()
        #expect(frames[1].render(.ascii(width: 30)) == "Sort: [Author v]\n")
    }

    @Test @MainActor func stepNamingNoControlListsTheControlsThatExist() async throws {
        let scenario = Scenario("typo", steps: [.tap("Retyr")]) { LibraryView(state: LibraryScenarios.make(.failure)) }
        let error = await #expect(throws: ScenarioError.self) { try await scenario.frames() }
        #expect(
            error?.description
                == """
                Scenario Scenarios/typo could not tap "Retyr": no button is titled or identified "Retyr"; \
                the screen's buttons are: button "Retry"
                """
        )
    }

    @Test @MainActor func accessibilityIdentifierFindsAControl() async throws {
        struct Twins: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Text("\(count)")
                    Button("Add") { count += 1 }.accessibilityIdentifier("first")
                    Button("Add") { count += 10 }.accessibilityIdentifier("second")
                }
            }
        }
        let frames = try await Scenario("twins", steps: [.tap("second")]) { Twins() }.frames()
        #expect(frames[1].render(.ascii(width: 20)).hasPrefix("  10\n"))
        let ambiguous = await #expect(throws: ScenarioError.self) {
            try await Scenario("twins", steps: [.tap("Add")]) { Twins() }.frames()
        }
        #expect(ambiguous?.description.contains("2 controls match \"Add\"") == true)
    }

    @Test @MainActor func disabledControlsRefuseSteps() async throws {
        let scenario = Scenario("locked", steps: [.tap("Save")]) { Button("Save") {}.disabled(true) }
        let error = await #expect(throws: ScenarioError.self) { try await scenario.frames() }
        #expect(error?.description.contains("button \"Save\" is disabled") == true)
    }
}

@Suite struct ScenarioCatalogTests {
    enum ShelfScenarios: ScenarioProvider {
        static var scenarios: [Scenario] { [Scenario("one") { Text("1") }, Scenario("one") { Text("again") }] }
    }

    @Test func featureNameDropsTheScenariosSuffix() {
        #expect(LibraryScenarios.featureName == "Library")
        #expect(
            ScenarioCatalog([LibraryScenarios.self]).all.map(\.id) == [
                "Library/loaded", "Library/empty", "Library/error", "Library/loading",
            ])
    }

    @Test func duplicateIDsAreReportedWithBothDeclarations() throws {
        let catalog = ScenarioCatalog([ShelfScenarios.self])
        #expect(catalog.problems.count == 1)
        let error = #expect(throws: CatalogProblem.self) { try catalog.validate() }
        #expect(error?.description.hasPrefix("Two scenarios have the id Shelf/one: one declared at") == true)
        #expect(error?.code == .duplicateID)
        #expect(error?.code.rawValue == "duplicateID")
        #expect(error?.declaredAt == catalog.problems.first?.declaredAt)
    }

    @Test func anEmptyNameIsAProblemWithItsOwnCode() throws {
        let blank = Scenario("  ", feature: "Shelf") { Text("x") }
        let catalog = ScenarioCatalog(scenarios: [blank])
        let problem = try #require(catalog.problems.first)
        #expect(problem.code == .emptyName)
        #expect(problem.code != .duplicateID)
        #expect(problem.declaredAt == blank.source)
        #expect(problem.description.contains("has an empty name"))
    }

    @Test func lookupByID() {
        let catalog = ScenarioCatalog([LibraryScenarios.self])
        #expect(catalog.scenario(id: "Library/error")?.name == "error")
        #expect(catalog.scenario(id: "Library/nope") == nil)
        #expect(catalog.features == ["Library"])
    }
}
