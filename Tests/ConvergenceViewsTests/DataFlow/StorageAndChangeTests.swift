import Convergence
import Testing

private enum Units: String { case metric, imperial }

private struct SettingsScreen: View {
    @AppStorage("sounds") private var sounds = true
    @AppStorage("units") private var units = Units.metric
    @SceneStorage("draft") private var draft = ""
    var body: some View {
        VStack {
            Toggle("Sounds", isOn: $sounds)
            Text("Units: \(units.rawValue)")
            Text("Draft: \(draft)")
        }
    }
}

private struct ChangeLog: View {
    @State private var count = 0
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            Text(log.joined(separator: ","))
        }
        .onChange(of: count) { old, new in log.append("\(old)>\(new)") }
    }
}

private struct LegacyChangeLog: View {
    @State private var on = false
    @State private var seen = "none"
    var body: some View {
        VStack {
            Toggle("Switch", isOn: $on)
            Text("Seen: \(seen)")
        }
        .onChange(of: on, perform: { seen = "\($0)" })
    }
}

@Suite struct StorageAndChangeTests {
    @Test @MainActor func appStorageStartsFromTheDeclaredDefault() async throws {
        let frames = try await Scenario("plain", steps: [.toggle("Sounds")]) { SettingsScreen() }.frames()

        #expect(frames.map { $0.node.toggles.first?.isOn } == [true, false])
    }

    @Test @MainActor func aPresetStoreGivesValuesIncludingRawValuesOfEnums() async throws {
        let text = try await Scenario("preset") {
            SettingsScreen().storagePreset(["sounds": false, "units": "imperial", "draft": "Hi"])
        }.render(.ascii(width: 30))

        #expect(text.contains("[ ] Sounds"))
        #expect(text.contains("Units: imperial"))
        #expect(text.contains("Draft: Hi"))
    }

    @Test @MainActor func onChangeRunsWithOldAndNewValuesAfterAStep() async throws {
        let frames = try await Scenario("log", steps: [.tap("Add"), .tap("Add")]) { ChangeLog() }.frames()

        #expect(frames.last?.node.texts.last?.content == "0>1,1>2")
    }

    @Test @MainActor func theOlderOnChangeFormGetsTheNewValue() async throws {
        let frames = try await Scenario("legacy", steps: [.toggle("Switch")]) { LegacyChangeLog() }.frames()

        #expect(frames.first?.node.texts.last?.content == "Seen: none")
        #expect(frames.last?.node.texts.last?.content == "Seen: true")
    }

    @Test @MainActor func systemEnvironmentValuesHaveFixedDefaults() {
        let values = EnvironmentValues()

        #expect(values.locale.identifier == "en_US")
        #expect(values.timeZone.secondsFromGMT() == 0)
        #expect(values.calendar.timeZone == values.timeZone)
        #expect(values.scenePhase == .active)
        #expect(values.colorScheme == .light)
        #expect(values.horizontalSizeClass == .compact)
        #expect(values.dynamicTypeSize == .large)
        #expect(DynamicTypeSize.accessibility2.isAccessibilitySize)
    }
}
