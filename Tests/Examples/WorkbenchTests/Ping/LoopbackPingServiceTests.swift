import Convergence
import Testing

@testable import Workbench

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live service against its own echo server on 127.0.0.1. Serialized, so the socket count is this suite's own.
@Suite(.serialized) struct LoopbackPingServiceTests {
    @Test func measuresSeveralVerifiedEchoesQuickly() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let samples = try await LoopbackPingService().ping(count: 8)
        let elapsed = clock.now - start

        #expect(samples.map(\.sequence) == Array(1...8))
        #expect(samples.allSatisfy { $0.bytes == 32 })
        // Only sanity bounds (it finishes, it does not hang): speed is measured in benchmarks, and a loaded CI
        // machine running the whole suite in parallel must not fail this (60 s was seen exceeded at 85 s).
        #expect(samples.allSatisfy { $0.roundTrip > .zero && $0.roundTrip < .seconds(120) })
        #expect(elapsed < .seconds(300))
    }

    @Test func sendsMessagesOfTheRequestedSize() async throws {
        let samples = try await LoopbackPingService(messageSize: 1_000).ping(count: 3)
        #expect(samples.map(\.bytes) == [1_000, 1_000, 1_000])
    }

    @Test func bringsMessageSizesWithinBounds() async throws {
        #expect(try await LoopbackPingService(messageSize: 1_000_000).ping(count: 2).map(\.bytes) == [65_536, 65_536])
        #expect(try await LoopbackPingService(messageSize: 1).ping(count: 1).map(\.bytes) == [16])
    }

    @Test func aCountOfZeroSendsNothing() async throws {
        #expect(try await LoopbackPingService().ping(count: 0) == [])
        #expect(try await LoopbackPingService().ping(count: -1) == [])
    }

    @Test func aClosedPortIsRefusedAtOnceNotAHang() async throws {
        let port = try closedPort()
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: LoopbackPingError.connectionRefused(port: port)) {
            try await LoopbackPingService(echoServerPort: port, timeout: .seconds(2)).ping(count: 3)
        }
        #expect(clock.now - start < .seconds(30), "a refused connection must fail, not hang")
    }

    @Test func aServerThatNeverEchoesTimesOut() async throws {
        // Listening, so the connection succeeds; never accepted or read, so no echo ever comes.
        let silent = try LoopbackSocket.listening()
        let port = try silent.localPort()
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(
            throws: LoopbackPingError.timedOut(waitingFor: "the echo of ping 1", after: .milliseconds(200))
        ) {
            try await LoopbackPingService(echoServerPort: port, timeout: .milliseconds(200)).ping(count: 2)
        }
        let elapsed = clock.now - start
        #expect(elapsed >= .milliseconds(200) && elapsed < .seconds(60))
    }

    @Test @MainActor func liveStatePingsItsOwnLoopbackServer() async {
        let state = PingScenarios.live()
        await state.load()
        guard case .loaded(let samples) = state.viewState else {
            Issue.record("expected loaded, got \(state.viewState)")
            return
        }
        #expect(samples.count == state.count)
    }

    @Test func messagesCarryTheirSequenceSoEchoesCannotBeConfused() {
        let first = LoopbackPingSession.message(sequence: 1, size: 32)
        let second = LoopbackPingSession.message(sequence: 2, size: 32)
        #expect(first.count == 32 && second.count == 32)
        #expect(first != second)
        #expect(String(decoding: first, as: UTF8.self) == "ping 1 abcdefghijklmnopqrstuvwxy")
    }

    #if os(Linux)
        @Test func closesEverySocketItOpened() async throws {
            let before = try openSockets()
            _ = try await LoopbackPingService().ping(count: 5)
            await #expect(throws: LoopbackPingError.self) {
                try await LoopbackPingService(echoServerPort: try closedPort()).ping(count: 1)
            }
            // The count is of the whole test process, where other tests open sockets of their own at the same time:
            // a socket the service leaked stays open, one of theirs closes, so wait a little for those to go.
            var leaked = try openSockets().subtracting(before)
            for _ in 0..<40 where !leaked.isEmpty {
                try await Task.sleep(for: .milliseconds(50))
                leaked = leaked.intersection(try openSockets())
            }
            #expect(leaked.isEmpty, "sockets still open: \(leaked.sorted())")
        }

        /// The sockets this process holds, by inode, from `/proc/self/fd`.
        private func openSockets() throws -> Set<String> {
            let folder = "/proc/self/fd"
            let entries = try FileManager.default.contentsOfDirectory(atPath: folder)
            return Set(
                entries.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)") }
                    .filter { $0.hasPrefix("socket:") })
        }
    #endif

    /// A port on 127.0.0.1 that nothing listens on: bound by the system, then released.
    private func closedPort() throws -> UInt16 {
        try LoopbackSocket.listening().localPort()
    }
}
