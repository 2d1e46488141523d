import Convergence
import Testing

@Suite struct NavigationStepTests {
    struct Fruit: Hashable {
        let name: String
    }

    struct Browser: View {
        @State private var showsPrices = false
        var body: some View {
            NavigationStack {
                List {
                    Toggle("Prices", isOn: $showsPrices)
                    NavigationLink("Apple", value: Fruit(name: "Apple"))
                    NavigationLink("Pear") { Text("Pears are green").navigationTitle("Pear") }
                }
                .navigationTitle("Fruit")
                .navigationDestination(for: Fruit.self) { fruit in
                    Text(showsPrices ? "\(fruit.name): 2 €" : fruit.name).navigationTitle(fruit.name)
                }
            }
        }
    }

    @Test @MainActor func tappingALinkPushesItsDestinationUnderABackControlNamingTheRoot() async throws {
        let frames = try await Scenario("push", steps: [.tap("Pear")]) { Browser() }.frames()
        #expect(
            frames[1].render(.ascii(width: 24)) == #"""
                [ < Fruit ]
                Pear
                ========================
                Pears are green

                """#)
    }

    @Test @MainActor func backPopsAndTheRootKeepsItsState() async throws {
        let frames = try await Scenario("back", steps: [.toggle("Prices"), .tap("Apple"), .back]) { Browser() }
            .frames()
        #expect(frames[2].render(.ascii(width: 24)).contains("Apple: 2 €"))
        #expect(frames[3].render(.ascii(width: 24)).contains("[x] Prices"))
        #expect(frames[3].render(.ascii(width: 24)).hasPrefix("Fruit\n"))
    }

    @Test @MainActor func backOnTheRootSaysThereIsNothingToPop() async throws {
        let error = await #expect(throws: ScenarioError.self) {
            try await Scenario("root", steps: [.back]) { Browser() }.frames()
        }
        #expect(error?.description.contains("not a pushed screen") == true)
    }

    @Test @MainActor func dismissInAPushedScreenPops() async throws {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        let frames = try await Scenario("dismiss", steps: [.tap("Open"), .tap("Close")]) {
            NavigationStack { NavigationLink("Open") { Detail() }.navigationTitle("Home") }
        }
        .frames()
        #expect(frames[1].render(.ascii(width: 20)).contains("[ Close ]"))
        #expect(frames[2].render(.ascii(width: 20)) == "Home\n====================\nOpen               >\n")
    }

    @Test @MainActor func boundPathStartsDeepAndPopsThroughTheBinding() async throws {
        struct Deep: View {
            @State var path: [Int] = [1, 2]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Depth \(path.count)")
                        .navigationTitle("Root")
                        .navigationDestination(for: Int.self) { Text("Level \($0)").navigationTitle("L\($0)") }
                }
            }
        }
        let frames = try await Scenario("deep", steps: [.back, .back]) { Deep() }.frames()
        #expect(frames[0].render(.ascii(width: 20)).hasPrefix("[ < L1 ]\nL2\n"))
        #expect(frames[1].render(.ascii(width: 20)).hasPrefix("[ < Root ]\nL1\n"))
        #expect(frames[2].render(.ascii(width: 20)).contains("Depth 0"))
    }

    @Test @MainActor func aValueWithoutADestinationSaysWhichIsMissing() async throws {
        let frames = try await Scenario("missing", steps: [.tap("Go")]) {
            NavigationStack { NavigationLink("Go", value: 3) }
        }
        .frames()
        #expect(frames[1].render(.ascii(width: 80)).contains("No navigationDestination(for: Int.self)"))
    }

    @Test @MainActor func isPresentedDestinationPushesWhileTrue() async throws {
        struct Flow: View {
            @State private var done = false
            var body: some View {
                NavigationStack {
                    Button("Finish") { done = true }
                        .navigationDestination(isPresented: $done) { Text("Finished") }
                }
            }
        }
        let frames = try await Scenario("flow", steps: [.tap("Finish"), .back]) { Flow() }.frames()
        #expect(frames[1].render(.ascii(width: 20)).contains("Finished"))
        #expect(frames[2].render(.ascii(width: 20)) == "[ Finish ]\n")
    }

    @Test @MainActor func aHiddenScreensTaskStopsAndRestartsWhenItShowsAgain() async throws {
        @MainActor final class Log {
            var starts = 0
        }
        struct Root: View {
            let log: Log
            var body: some View {
                NavigationStack {
                    NavigationLink("Next") { Text("Second") }
                        .task { log.starts += 1 }
                }
            }
        }
        let log = Log()
        _ = try await Scenario("tasks", steps: [.tap("Next"), .back]) { Root(log: log) }.frames()
        #expect(log.starts == 2)
    }

    @Test @MainActor func pushingAndSwitchingTabsRunOnDisappear() async throws {
        @MainActor final class Log {
            var events: [String] = []
        }
        struct App: View {
            let log: Log
            var body: some View {
                TabView {
                    NavigationStack {
                        NavigationLink("Next") { Text("Second") }
                            .onDisappear { log.events.append("root gone") }
                    }
                    .tabItem { Text("One") }
                    Text("Other").tabItem { Text("Two") }.onDisappear { log.events.append("two gone") }
                }
            }
        }
        let log = Log()
        _ = try await Scenario("gone", steps: [.tap("Next"), .tap("Two"), .tap("One")]) { App(log: log) }.frames()
        #expect(log.events == ["root gone", "two gone"])
    }

    @Test @MainActor func splitViewShowsColumnsWhenWideAndTheCompactStackWhenNarrow() async throws {
        let split = NavigationSplitView {
            List { NavigationLink("Notes") { Text("All notes").navigationTitle("Notes") } }.navigationTitle("Folders")
        } detail: {
            Text("Pick a folder")
        }
        let wide = try await Scenario("wide", widths: [60], steps: [.tap("Notes")]) { split }.frames()
        #expect(wide[1].render(.ascii(width: 60)).hasPrefix("Folders                      |Notes\n"))
        let narrow = try await Scenario("narrow", widths: [30], steps: [.tap("Notes")]) { split }.frames()
        #expect(narrow[0].render(.ascii(width: 30)).hasPrefix("Folders\n"))
        #expect(narrow[1].render(.ascii(width: 30)).hasPrefix("[ < Folders ]\nNotes\n"))
    }
}

@Suite struct LocalizedNavigationTitleTests {
    @Test @MainActor func titlesFromLiteralsTakeFormatsAndMarkdown() async throws {
        let total = 12.5
        let frames = try await Scenario("titles", steps: [.tap("Pay $12.50")]) {
            NavigationStack {
                NavigationLink("Pay \(total, format: .currency(code: "USD"))") { Text("Paid") }
                    .navigationTitle("Cart of **\(3)** items")
            }
        }
        .frames()
        #expect(
            frames[0].render(.ascii(width: 24))
                == "Cart of 3 items\n========================\nPay $12.50             >\n")
        #expect(frames[1].render(.ascii(width: 24)).hasPrefix("[ < Cart of 3 items ]\n"))
        let title: String = "**not bold**"
        let literal = try await Scenario("string") { NavigationStack { Text("x").navigationTitle(title) } }
            .render(.ascii(width: 20))
        #expect(literal.hasPrefix("**not bold**\n"))
    }
}
