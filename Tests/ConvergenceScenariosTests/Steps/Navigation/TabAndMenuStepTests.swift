import Convergence
import Testing

@Suite struct TabAndMenuStepTests {
    struct Tabs: View {
        @State private var selection = "home"
        var body: some View {
            TabView(selection: $selection) {
                Text("Home screen").tabItem { Text("Home") }.tag("home")
                Text("Inbox screen").tabItem { Text("Inbox") }.badge(4).tag("inbox")
            }
        }
    }

    @Test @MainActor func aTabBarMarksTheSelectedTabAndATapSwitches() async throws {
        let frames = try await Scenario("tabs", layout: .screen(height: 5), steps: [.tap("Inbox")]) { Tabs() }.frames()
        // The tab bar sits on the screen's last rows.
        #expect(
            frames[0].render(.ascii(width: 30)) == "Home screen\n\n\n" + String(repeating: "-", count: 30)
                + "\n[ Home ]  Inbox (4)\n")
        #expect(frames[1].render(.ascii(width: 30)).hasSuffix("Home  [ Inbox (4) ]\n"))
        #expect(frames[1].render(.ascii(width: 30)).hasPrefix("Inbox screen\n"))
    }

    @Test @MainActor func tabsRenderAsATabListInHTML() async throws {
        let html = try await Scenario("tabs") { Tabs() }.render(.html)
        #expect(html.contains(#"<button type="button" role="tab" aria-selected="true">"#))
        #expect(html.contains(#"<span class="badge">4</span>"#))
    }

    @Test @MainActor func aMenuOpensOnTapAndClosesAfterAnItem() async throws {
        struct Sorter: View {
            @State private var order = "name"
            var body: some View {
                VStack {
                    Text("By \(order)")
                    Menu("Sort") { Button("Date") { order = "date" } }
                }
            }
        }
        let frames = try await Scenario("menu", steps: [.tap("Sort"), .tap("Date")]) { Sorter() }.frames()
        #expect(frames[1].render(.ascii(width: 20)) == " By name\n[ Sort ^ ]\n+--------+\n|[ Date ]|\n+--------+\n")
        #expect(frames[2].render(.ascii(width: 20)) == " By date\n[ Sort v ]\n")
    }

    @Test @MainActor func aLinkOpensTheBrowserSheetNeverTheNetwork() async throws {
        let frames = try await Scenario("link", steps: [.tap("Docs"), .tap("Done")]) {
            Link("Docs", destination: URL(string: "https://example.com/a?b=<c>")!)
        }
        .frames()
        #expect(frames[0].render(.ascii(width: 20)) == "Docs ->\n")
        #expect(frames[1].render(.ascii(width: 40)).contains("https://example.com/a?b=%3Cc%3E"))
        #expect(frames[2].render(.ascii(width: 20)) == "Docs ->\n")
    }

    @Test @MainActor func searchTypesIntoTheFieldUnderTheTitle() async throws {
        struct Finder: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    Text(query.isEmpty ? "Everything" : "Only \(query)")
                        .navigationTitle("Find")
                        .searchable(text: $query)
                }
            }
        }
        let frames = try await Scenario("search", steps: [.type("tea", into: "Search")]) { Finder() }.frames()
        #expect(
            frames[1].render(.ascii(width: 24))
                == "Find\nSearch: [tea___________]\n========================\nOnly tea\n")
    }

    @Test @MainActor func refreshRunsTheActionOnTheScenarioClock() async throws {
        struct Feed: View {
            @State private var count = 0
            var body: some View {
                List { Text("Loaded \(count)") }
                    .refreshable {
                        try? await ScenarioClock.sleep(for: .seconds(2))
                        count += 1
                    }
            }
        }
        let frames = try await Scenario("refresh", steps: [.refresh, .advanceClock(by: .seconds(2))]) { Feed() }
            .frames()
        #expect(frames[1].render(.ascii(width: 20)) == "Loaded 0\n")
        #expect(frames[2].render(.ascii(width: 20)) == "Loaded 1\n")
    }

    @Test @MainActor func aDisclosureGroupExpandsOnTap() async throws {
        let frames = try await Scenario("faq", steps: [.tap("More")]) {
            DisclosureGroup("More") { Text("Hidden detail") }
        }
        .frames()
        #expect(frames[0].render(.ascii(width: 20)) == "[ > More ]\n")
        #expect(frames[1].render(.ascii(width: 20)) == "[ v More ]\n  Hidden detail\n")
    }
}
