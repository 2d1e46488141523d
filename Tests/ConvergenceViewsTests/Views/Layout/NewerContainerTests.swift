import Convergence
import Testing

@Suite struct NewerContainerTests {
    struct Library: View {
        @State private var selection = "home"

        var body: some View {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: "home") { Text("Welcome") }
                TabSection("Collections") {
                    Tab("Favorites", systemImage: "star", value: "favorites") { Text("3 favorites") }
                    Tab("Recent", systemImage: "clock", value: "recent") { Text("Nothing recent") }
                }
                .sectionActions { Button("New Collection") {} }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    @Test @MainActor func aTabSectionsTabsJoinTheTabBar() async throws {
        let frames = try await Scenario("tabs", steps: [.tap("Recent")]) { Library() }.frames()
        let first = frames[0].render(.ascii(width: 40))
        let second = frames[1].render(.ascii(width: 40))

        #expect(first.contains("Welcome") && first.contains("Favorites") && first.contains("Recent"))
        #expect(!first.contains("Collections"), "the section's header is not drawn in a tab bar")
        #expect(second.contains("Nothing recent"))
    }

    @Test @MainActor func aScrollPositionKeepsWhatCodeAsksFor() async throws {
        struct Feed: View {
            @State private var position = ScrollPosition(edge: .top)

            var body: some View {
                VStack {
                    Text(position.viewID(type: Int.self).map { "at \($0)" } ?? "at an edge")
                    ScrollView {
                        ForEach(0..<3) { Text("Row \($0)").id($0) }
                    }
                    .scrollPosition($position)
                    .scrollIndicatorsFlash(onAppear: true)
                    Button("Jump") { position.scrollTo(id: 2) }
                }
            }
        }
        let frames = try await Scenario("jump", steps: [.tap("Jump")]) { Feed() }.frames()

        #expect(frames[0].render(.ascii(width: 20)).hasPrefix("at an edge"))
        #expect(frames[1].render(.ascii(width: 20)).hasPrefix("  at 2\n"))
        #expect(frames[1].render(.ascii(width: 20)).contains("Row 0"), "every row is still drawn")
    }

    @Test @MainActor func positionsReadBackTheirKind() {
        var position = ScrollPosition(x: 0, y: 120)
        #expect(position.point?.y == 120 && position.edge == nil)
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.point == nil)
        #expect(!position.isPositionedByUser)
    }
}
