import Network
import SwiftUI
import Testing

@MainActor
private final class Connectivity: ObservableObject {
    @Published var isOnline = false
    @Published var usesWiFi = false
    private let monitor = NWPathMonitor()

    init() {
        monitor.pathUpdateHandler = { [weak self] path in
            MainActor.assumeIsolated {
                self?.isOnline = path.status == .satisfied
                self?.usesWiFi = path.usesInterfaceType(.wifi)
            }
        }
        monitor.start(queue: DispatchQueue(label: "network"))
    }
}

private struct ConnectivityBanner: View {
    @StateObject private var connectivity = Connectivity()

    var body: some View {
        Text(connectivity.isOnline ? "Online\(connectivity.usesWiFi ? " over Wi-Fi" : "")" : "No connection")
    }
}

private struct PathList: View {
    @State private var statuses: [String] = []

    var body: some View {
        Text(statuses.isEmpty ? "waiting" : statuses.joined(separator: ", "))
            .task {
                for await path in NWPathMonitor() { statuses.append("\(path.status)") }
                statuses.append("ended")
            }
    }
}

private final class StateLog: @unchecked Sendable {
    var states: [NWConnection.State] = []
}

@Suite struct NetworkTests {
    @Test @MainActor func aScreenSeesTheDeviceOnlineOverWiFiInItsFirstFrame() async throws {
        let text = try await Scenario("banner") { ConnectivityBanner() }.render(.ascii(width: 30))

        #expect(text == "Online over Wi-Fi\n")
    }

    @Test @MainActor func iteratingTheMonitorYieldsTheCurrentPathAndEnds() async throws {
        let text = try await Scenario("paths") { PathList() }.render(.ascii(width: 30))

        #expect(text == "satisfied, ended\n")
    }

    @Test func aMonitorThatExcludesWiFiFindsNoPath() {
        let cellular = NWPathMonitor(requiredInterfaceType: .cellular)
        let noWiFi = NWPathMonitor(prohibitedInterfaceTypes: [.wifi])
        let any = NWPathMonitor()

        #expect(cellular.currentPath.status == .unsatisfied)
        #expect(cellular.currentPath.availableInterfaces.isEmpty)
        #expect(noWiFi.currentPath.status == .unsatisfied)
        #expect(any.currentPath.status == .satisfied)
        #expect(any.currentPath.availableInterfaces.map(\.type) == [.wifi])
        #expect(!any.currentPath.isExpensive)
        #expect(any.currentPath.debugDescription == "satisfied (en0)")
    }

    @Test func aCancelledMonitorDoesNotReportAndStartsOnce() {
        let counted = StateLog()
        let monitor = NWPathMonitor()
        monitor.pathUpdateHandler = { _ in counted.states.append(.ready) }
        monitor.start(queue: .main)
        monitor.start(queue: .main)
        let cancelled = NWPathMonitor()
        cancelled.pathUpdateHandler = { _ in counted.states.append(.cancelled) }
        cancelled.cancel()
        cancelled.start(queue: .main)

        #expect(counted.states == [.ready])
        #expect(monitor.queue != nil)
        #expect(cancelled.queue == nil)
    }

    @Test func aConnectionPreparesAndNeverReachesItsServer() {
        let log = StateLog()
        let connection = NWConnection(host: "example.com", port: .https, using: .tls)
        connection.stateUpdateHandler = { log.states.append($0) }
        connection.start(queue: .main)
        connection.send(content: Data("hi".utf8), completion: .contentProcessed { _ in log.states.append(.ready) })
        connection.receive(minimumIncompleteLength: 1, maximumLength: 10) { _, _, _, _ in
            log.states.append(.ready)
        }
        connection.cancel()
        connection.cancel()

        #expect(log.states == [.preparing, .cancelled])
        #expect(connection.endpoint.debugDescription == "example.com:443")
        #expect(NWEndpoint.Port("8080")?.rawValue == 8080)
        #expect(NWEndpoint.Port("http") == nil)
    }
}
