import Convergence
import Testing

private struct Countdown: View {
    @State private var seconds = 10
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("\(seconds) s left")
            .onReceive(timer) { _ in
                if seconds > 0 { seconds -= 1 }
            }
    }
}

private final class SearchModel: ObservableObject {
    @Published var query = "tea"
}

private struct Echo: View {
    @StateObject private var model = SearchModel()
    @State private var heard: [String] = []

    var body: some View {
        VStack {
            Text(heard.joined(separator: ","))
            Button("Coffee") { model.query = "coffee" }
        }
        .onReceive(model.$query) { heard.append($0) }
    }
}

@Suite struct TimerAndReceiveTests {
    @Test @MainActor func aTimerTicksOncePerIntervalTheClockAdvances() async throws {
        let steps: [ScenarioStep] = [.advanceClock(by: .seconds(1)), .advanceClock(by: .seconds(3))]
        let frames = try await Scenario("countdown", steps: steps) { Countdown() }.frames()

        #expect(frames.map { $0.node.texts.first?.content } == ["10 s left", "9 s left", "6 s left"])
    }

    @Test @MainActor func receivingAPublishedPropertySeesItsValueAndItsChanges() async throws {
        let frames = try await Scenario("echo", steps: [.tap("Coffee")]) { Echo() }.frames()

        #expect(frames.first?.node.texts.first?.content == "tea")
        #expect(frames.last?.node.texts.first?.content == "tea,coffee")
    }
}

private struct SearchBox: View {
    @State private var query = ""
    @State private var searched = "nothing"

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .onSubmit { searched = query }
            Text("Searched: \(searched)")
        }
    }
}

@Suite struct SubmitTests {
    @Test @MainActor func aSubmitStepRunsTheFieldsOnSubmitAction() async throws {
        let frames = try await Scenario("search", steps: [.type("tea", into: "Search"), .submit("Search")]) {
            SearchBox()
        }.frames()

        #expect(frames[1].node.texts.last?.content == "Searched: nothing")
        #expect(frames[2].node.texts.last?.content == "Searched: tea")
    }
}

private struct OlderSpellings: View {
    @State private var name = ""
    @State private var committed = "no"
    @State private var size = 1

    var body: some View {
        VStack {
            TextField("Name", text: $name, onEditingChanged: { _ in }, onCommit: { committed = "yes: \(name)" })
            Text("Committed: \(committed)")
            Picker(selection: $size, label: Text("Size")) {
                Text("S").tag(0)
                Text("M").tag(1)
            }
        }
    }
}

@Suite struct OlderSpellingTests {
    @Test @MainActor func onCommitRunsOnSubmitAndTheOlderPickerKeepsItsLabel() async throws {
        let steps: [ScenarioStep] = [.type("Ada", into: "Name"), .submit("Name"), .pick("S", in: "Size")]
        let frames = try await Scenario("older", steps: steps) { OlderSpellings() }.frames()

        #expect(frames[2].node.texts.contains { $0.content == "Committed: yes: Ada" })
        #expect(frames[3].node.pickers.first?.selectedIndex == 0)
    }
}
