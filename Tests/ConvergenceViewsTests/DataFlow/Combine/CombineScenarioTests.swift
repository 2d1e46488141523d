import Convergence
import Testing

private final class GreetingModel: ObservableObject {
    @Published var name = "Ada"
    @Published private(set) var greeting = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $name.map { "Hello, \($0)!" }.sink { [weak self] in self?.greeting = $0 }.store(in: &cancellables)
    }
}

private struct GreetingScreen: View {
    @StateObject private var model = GreetingModel()

    var body: some View {
        VStack {
            Text(model.greeting)
            Button("Grace") { model.name = "Grace" }
        }
    }
}

private struct EventLog: View {
    let events: PassthroughSubject<String, Never>
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text(log.isEmpty ? "nothing yet" : log.joined(separator: ","))
            Button("Ping") { events.send("ping") }
        }
        .onReceive(events) { log.append($0) }
    }
}

private final class Pinger: ObservableObject {
    @Published var pings = 0
}

private struct ChangeCounter: View {
    @StateObject private var pinger = Pinger()
    @State private var changes = 0

    var body: some View {
        VStack {
            Text("\(changes) changes, \(pinger.pings) pings")
            Button("Ping") { pinger.pings += 1 }
        }
        .onReceive(pinger.objectWillChange) { changes += 1 }
    }
}

@Suite struct CombineScenarioTests {
    @Test @MainActor func aModelReactingThroughSinkRerendersAfterATap() async throws {
        let frames = try await Scenario("greeting", steps: [.tap("Grace")]) { GreetingScreen() }.frames()

        #expect(frames.map { $0.node.texts.first?.content } == ["Hello, Ada!", "Hello, Grace!"])
    }

    @Test @MainActor func onReceiveRunsWithEachValueASubjectSends() async throws {
        let events = PassthroughSubject<String, Never>()
        let frames = try await Scenario("log", steps: [.tap("Ping"), .tap("Ping")]) { EventLog(events: events) }
            .frames()

        #expect(frames.map { $0.node.texts.first?.content } == ["nothing yet", "ping", "ping,ping"])
    }

    @Test @MainActor func onReceiveOfObjectWillChangeRunsBeforeEachChange() async throws {
        let frames = try await Scenario("changes", steps: [.tap("Ping"), .tap("Ping")]) { ChangeCounter() }.frames()

        #expect(frames.last?.node.texts.first?.content == "2 changes, 2 pings")
    }
}
