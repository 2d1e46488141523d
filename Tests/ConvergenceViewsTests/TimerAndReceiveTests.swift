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
