import Convergence
import Testing

@Suite struct LiquidGlassTests {
    @Test @MainActor func glassChangesNoText() {
        struct Badge: View {
            @Namespace private var glass
            var body: some View {
                GlassEffectContainer(spacing: 12) {
                    Text("Now playing").padding().glassEffect()
                    Text("Up next")
                        .glassEffect(.regular.tint(.blue).interactive(), in: .capsule)
                        .glassEffectID("next", in: glass)
                        .glassEffectUnion(id: 1, namespace: glass)
                        .glassEffectTransition(.materialize)
                    Button("Play") {}.buttonStyle(.glassProminent)
                    Button("Skip") {}.buttonStyle(.glass)
                    Button("Stop") {}.buttonStyle(.glass(.clear))
                }
                .backgroundExtensionEffect()
                .scrollEdgeEffectStyle(.soft, for: .top)
                .scrollEdgeEffectHidden(for: .bottom)
            }
        }
        let plain = Group {
            Text("Now playing").padding()
            Text("Up next")
            Button("Play") {}
            Button("Skip") {}
            Button("Stop") {}
        }
        #expect(ascii(Badge()) == ascii(plain))
        #expect(Badge().render(.html) == plain.render(.html))
    }

    @Test func glassKeepsItsSettings() {
        let glass = Glass.clear.tint(.orange).interactive()
        #expect(glass.tintColor == .orange && glass.isInteractive)
        #expect(glass != .clear && Glass.regular != .clear && Glass.identity != .regular)
        #expect(!glass.interactive(false).isInteractive)
    }

    private struct Player: View {
        @State private var tab = 0
        @State private var isPlaying = false
        let hasAccessory: Bool

        var body: some View {
            TabView(selection: $tab) {
                Tab("Home", systemImage: "house", value: 0) { Text("Welcome") }
                Tab("Search", systemImage: "magnifyingglass", value: 1) { Text("Find music") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
            .tabViewBottomAccessory(isEnabled: hasAccessory) {
                Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
            }
        }
    }

    @Test @MainActor func theBottomAccessorySitsJustOverTheTabBarOnEveryTab() async throws {
        let frames = try await Scenario("player", steps: [.tap("Play"), .tap("Search")]) {
            Player(hasAccessory: true)
        }.frames()
        for (frame, button) in zip(frames, ["[ Play ]", "[ Pause ]", "[ Pause ]"]) {
            let lines = frame.render(.ascii(width: 40)).split(separator: "\n", omittingEmptySubsequences: false)
            let bar = try #require(lines.lastIndex { $0.hasPrefix("----") })
            #expect(lines[bar - 1].contains(button), "\(lines)")
            #expect(lines[bar + 1].contains("Home") && lines[bar + 1].contains("Search"))
        }
        #expect(frames[2].render(.ascii(width: 40)).contains("Find music"))
    }

    @Test @MainActor func aDisabledAccessoryIsNotDrawn() async throws {
        let frames = try await Scenario("player") { Player(hasAccessory: false) }.frames()
        let text = frames[0].render(.ascii(width: 40))
        #expect(!text.contains("Play"))
        #expect(text.contains("Welcome") && text.contains("Search"))
    }
}
