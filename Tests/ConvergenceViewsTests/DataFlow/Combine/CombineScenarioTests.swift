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

@MainActor private final class MainActorSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var status = "idle"
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query.dropEmptyForTest().receive(on: DispatchQueue.main).sink { [weak self] query in
            self?.status = "searching \(query)"
        }
        .store(in: &cancellables)
    }
}

private struct MainActorSearchScreen: View {
    @StateObject private var model = MainActorSearchModel()

    var body: some View {
        VStack {
            Text(model.status)
            Button("Tea") { model.query = "tea" }
        }
        .onReceive(Just("welcome")) { _ in }
    }
}

private struct Welcome: View {
    @State private var message = "…"

    var body: some View {
        Text(message).onReceive(Just("Welcome")) { message = $0 }
    }
}

@Suite struct CombineMainActorScenarioTests {
    @Test @MainActor func aMainActorModelReactsThroughReceiveOnMain() async throws {
        let frames = try await Scenario("search", steps: [.tap("Tea")]) { MainActorSearchScreen() }.frames()

        #expect(frames.map { $0.node.texts.first?.content } == ["idle", "searching tea"])
    }

    @Test @MainActor func onReceiveOfJustRunsWhenTheViewFirstRenders() async throws {
        let frames = try await Scenario("welcome") { Welcome() }.frames()

        #expect(frames.last?.node.texts.first?.content == "Welcome")
    }
}

extension Publisher where Output == String {
    /// Leaves out empty strings.
    fileprivate func dropEmptyForTest() -> Publishers.Filter<Self> {
        filter { !$0.isEmpty }
    }
}
