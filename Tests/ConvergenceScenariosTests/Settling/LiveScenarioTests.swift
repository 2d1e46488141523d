import Convergence
import Testing

/// A scenario kept alive: controls listed by position, any of them activated, steps performed, work ended.
@MainActor
@Suite struct LiveScenarioTests {
    struct Twins: View {
        @State var count = 0
        @State var loud = false
        @State var order = "title"
        var body: some View {
            VStack(alignment: .leading) {
                Text(loud ? "COUNT \(count)" : "count \(count)")
                Button("Add") { count += 1 }
                Button("Add") { count += 10 }
                Button("Reset") { count = 0 }.disabled(count == 0)
                Toggle("Loud", isOn: $loud)
                Picker("Sort", selection: $order) {
                    Text("Title").tag("title")
                    Text("Author").tag("author")
                }
                TextField("Note", text: .constant(""))
            }
        }
    }

    @Test func controlsAreListedInReadingOrderWithTheirState() async throws {
        let live = try await LiveScenario(Scenario("twins") { Twins() })
        defer { live.end() }
        let controls = live.controls
        #expect(
            controls.map(\.description) == [
                "button \"Add\"", "button \"Add\"", "button \"Reset\"", "toggle \"Loud\"", "picker \"Sort\"",
                "text field \"Note\"",
            ])
        #expect(controls.map(\.position) == Array(0..<6))
        #expect(controls.map(\.isEnabled) == [true, true, false, true, true, true])
        #expect(live.frame.step == nil)
    }

    @Test func activatingTellsTwoButtonsWithOneTitleApart() async throws {
        let live = try await LiveScenario(Scenario("twins") { Twins() })
        defer { live.end() }
        let second = try await live.activate(live.controls[1])
        #expect(second.render(.ascii(width: 20)).hasPrefix("count 10\n"))
        #expect(second.step == 1)
        #expect(second.stepDescription == "tap \"Add\"")
        let first = try await live.activate(live.controls[0])
        #expect(first.render(.ascii(width: 20)).hasPrefix("count 11\n"))
        #expect(first.step == 2)
        #expect(live.frame == first)
    }

    @Test func togglesFlipAndPickersMoveToTheNextOptionAndWrap() async throws {
        let live = try await LiveScenario(Scenario("twins") { Twins() })
        defer { live.end() }
        let loud = try await live.activate(live.controls[3])
        #expect(loud.stepDescription == "turn \"Loud\" on")
        #expect(loud.render(.ascii(width: 20)).hasPrefix("COUNT 0\n"))
        let author = try await live.activate(live.controls[4])
        #expect(author.stepDescription == "pick \"Author\" in \"Sort\"")
        #expect(author.render(.ascii(width: 30)).contains("Sort: [Author v]"))
        let title = try await live.activate(live.controls[4])
        #expect(title.stepDescription == "pick \"Title\" in \"Sort\"")
        #expect(title.render(.ascii(width: 30)).contains("Sort: [Title v]"))
    }

    @Test func disabledStaleAndTextControlsAreRefusedAndTheFrameKept() async throws {
        let live = try await LiveScenario(Scenario("twins") { Twins() })
        defer { live.end() }
        let before = live.frame
        let disabled = await #expect(throws: ScenarioError.self) { try await live.activate(live.controls[2]) }
        #expect(disabled?.description.contains("button \"Reset\" is disabled") == true)
        let field = await #expect(throws: ScenarioError.self) { try await live.activate(live.controls[5]) }
        #expect(field?.description.contains("set its text instead") == true)
        let stale = ScenarioControl(kind: .button, title: "Gone", position: 1)
        let moved = await #expect(throws: ScenarioError.self) { try await live.activate(stale) }
        #expect(moved?.description.contains("no longer shows it at position 1") == true)
        #expect(moved?.description.contains("button \"Reset\"") == true)
        #expect(live.frame == before)
    }

    @Test func stepsAndActivationsShareOneSessionState() async throws {
        let scenario = Scenario("retry") {
            LibraryView(state: LibraryScenarios.make(.failingOnce([BookFixtures.emma])))
        }
        let live = try await LiveScenario(scenario)
        defer { live.end() }
        #expect(live.frame.render(.ascii(width: 30)).contains("The library is closed"))
        let retry = try #require(live.controls.first { $0.matches("Retry") })
        let loaded = try await live.activate(retry)
        #expect(loaded.render(.ascii(width: 30)).hasSuffix("Emma\n"))
        let typed = try await live.perform(.type("em", into: "Search"))
        #expect(typed.render(.ascii(width: 30)).hasPrefix("Search: [em"))
        #expect(typed.step == 2)
    }

    @Test func setTextReplacesAFieldsTextAndControlsReportTheirValues() async throws {
        let live = try await LiveScenario(
            Scenario("search") { LibraryView(state: LibraryScenarios.make(.success([]))) })
        defer { live.end() }
        #expect(live.controls.map(\.value) == ["", "off"])
        let search = try #require(live.controls.first { $0.kind == .textField })
        let typed = try await live.setText("dune", of: search)
        #expect(typed.stepDescription == "set \"Search\" to \"dune\"")
        #expect(typed.render(.ascii(width: 30)).hasPrefix("Search: [dune"))
        #expect(live.controls.first?.value == "dune")
        let emptied = try await live.setText("", of: live.controls[0])
        #expect(emptied.render(.ascii(width: 30)).hasPrefix("Search: [____"))
        let toggle = live.controls[1]
        let notAField = await #expect(throws: ScenarioError.self) { try await live.setText("x", of: toggle) }
        #expect(notAField?.description.contains("is not a text field") == true)
    }

    @Test func anEndedLiveScenarioRefusesEveryInteraction() async throws {
        let live = try await LiveScenario(Scenario("twins") { Twins() })
        let add = live.controls[0]
        live.end()
        let tap = await #expect(throws: ScenarioError.self) { try await live.activate(add) }
        #expect(tap?.description.contains("the live scenario has ended") == true)
        await #expect(throws: ScenarioError.self) { try await live.perform(.tap("Add")) }
        await #expect(throws: ScenarioError.self) { try await live.setText("x", of: live.controls[5]) }
        #expect(live.frame.step == nil)
    }

    @Test func aSecureFieldsTextIsNeverReported() async throws {
        struct Login: View {
            @State var password = "secret"
            var body: some View { SecureField("Password", text: $password) }
        }
        let live = try await LiveScenario(Scenario("login") { Login() })
        defer { live.end() }
        #expect(live.controls.first?.value == "••••••")
        #expect(live.controls.first?.isSecure == true)
        let changed = try await live.setText("pw", of: live.controls[0])
        #expect(changed.stepDescription == "set \"Password\" to \"••\"")
        #expect(live.controls.first?.value == "••")
    }

    @Test func aRealTimeScenarioCannotAdvanceItsClock() async throws {
        let live = try await LiveScenario(Scenario("shelf") { Text("static") }, clock: .realTime)
        defer { live.end() }
        let error = await #expect(throws: ScenarioError.self) { try await live.perform(.advanceClock(by: .seconds(1))) }
        #expect(error?.description.contains("real time") == true)
    }

    @Test func endCancelsWorkSleepingOnTheClock() async throws {
        let state = LibraryScenarios.make(.delayed(BookFixtures.shelf, .seconds(60)))
        let live = try await LiveScenario(Scenario("loading") { LibraryView(state: state) })
        #expect(live.frame.render(.ascii(width: 30)).contains("Loading…"))
        live.end()
        for _ in 0..<200 where state.viewState == .loading { await Task.yield() }
        guard case .error = state.viewState else {
            Issue.record("the sleeping load was not cancelled: \(state.viewState)")
            return
        }
    }
}
