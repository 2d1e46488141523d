import Convergence

/// One ping run, on one thread: opens an echo server on 127.0.0.1 (or uses the one at `port`), connects to it,
/// sends each message, echoes it from the server's side, and times the echo's return.
///
/// The server's side and the client's side are driven from the same `poll` loop, so a run starts no threads of its
/// own and every socket is closed when the run returns, however it ends.
struct LoopbackPingSession: Sendable {
    /// The port of an echo server someone else runs; `nil` opens one for the run.
    let port: UInt16?
    /// How long connecting, and then each echo, may take.
    let timeout: Duration
    let messageSize: Int

    func run(count: Int) throws(LoopbackPingError) -> [PingSample] {
        guard count > 0 else { return [] }
        let listener: LoopbackSocket?
        let target: UInt16
        if let port {
            (listener, target) = (nil, port)
        } else {
            let ownServer = try LoopbackSocket.listening()
            (listener, target) = (ownServer, try ownServer.localPort())
        }

        let connecting = LoopbackSocket.Deadline(in: timeout)
        let client = try LoopbackSocket.connected(toPort: target, until: connecting)
        let server = try listener?.acceptConnection(until: connecting)

        let clock = ContinuousClock()
        var samples: [PingSample] = []
        for sequence in 1...count {
            let message = Self.message(sequence: sequence, size: messageSize)
            let what = "the echo of ping \(sequence)"
            let deadline = LoopbackSocket.Deadline(in: timeout)
            let start = clock.now
            try client.send(message, until: deadline, waitingFor: what)
            let echo = try receiveEcho(of: message.count, from: client, echoingWith: server, until: deadline, what)
            let roundTrip = clock.now - start
            guard echo == message else { throw .echoMismatch(sequence: sequence) }
            samples.append(PingSample(sequence: sequence, roundTrip: roundTrip, bytes: message.count))
        }
        return samples
    }

    /// Reads until `length` bytes are back at the client, meanwhile echoing whatever reaches the server.
    private func receiveEcho(
        of length: Int, from client: LoopbackSocket, echoingWith server: LoopbackSocket?,
        until deadline: LoopbackSocket.Deadline, _ what: String
    ) throws(LoopbackPingError) -> [UInt8] {
        var echo: [UInt8] = []
        let sockets = [client] + (server.map { [$0] } ?? [])
        while echo.count < length {
            let ready = try LoopbackSocket.waitUntilReadable(sockets, until: deadline, waitingFor: what)
            if let server, ready[1] {
                guard let bytes = try server.receiveAvailable() else { throw .connectionClosed(waitingFor: what) }
                try server.send(bytes, until: deadline, waitingFor: what)
            }
            if ready[0] {
                guard let bytes = try client.receiveAvailable() else { throw .connectionClosed(waitingFor: what) }
                echo += bytes
            }
        }
        return echo
    }

    /// `ping 3 ` followed by the alphabet over and over, `size` bytes in all: each message differs from the last.
    static func message(sequence: Int, size: Int) -> [UInt8] {
        var bytes = Array("ping \(sequence) ".utf8)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        var index = 0
        while bytes.count < size {
            bytes.append(alphabet[index % alphabet.count])
            index += 1
        }
        return bytes
    }
}
