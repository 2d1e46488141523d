import Convergence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A non-blocking TCP socket bound to 127.0.0.1, closed when released.
///
/// Every wait goes through `poll` with a deadline, so no call can block for longer than the caller allows.
final class LoopbackSocket {
    let descriptor: Int32

    /// Owns `descriptor` from here on, configured or not, so that a failed set-up still closes it.
    private init(owning descriptor: Int32) {
        self.descriptor = descriptor
    }

    private static func adopting(_ descriptor: Int32) throws(LoopbackPingError) -> LoopbackSocket {
        let socket = LoopbackSocket(owning: descriptor)
        try socket.configure()
        return socket
    }

    deinit {
        _ = close(descriptor)
    }

    /// When a wait must give up, and how long it was allowed in all (for the error message).
    struct Deadline {
        let instant: ContinuousClock.Instant
        let allowance: Duration

        init(in allowance: Duration) {
            self.instant = ContinuousClock.now + allowance
            self.allowance = allowance
        }
    }

    /// A socket listening on 127.0.0.1 at a port the system picks.
    static func listening() throws(LoopbackPingError) -> LoopbackSocket {
        let socket = try adopting(newDescriptor())
        var address = loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw .systemCall("bind", code: errno) }
        guard listen(socket.descriptor, 1) == 0 else { throw .systemCall("listen", code: errno) }
        return socket
    }

    /// A socket connected to 127.0.0.1 at `port`.
    static func connected(toPort port: UInt16, until deadline: Deadline) throws(LoopbackPingError)
        -> LoopbackSocket
    {
        let socket = try adopting(newDescriptor())
        var address = loopbackAddress(port: port)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if result != 0 {
            let code = errno
            guard code == EINPROGRESS || code == EINTR else { throw connectionFailure(code, port: port) }
            let what = "a connection to 127.0.0.1:\(port)"
            _ = try waitForAny([socket], events: Int16(POLLOUT), until: deadline, waitingFor: what)
            var pending: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(socket.descriptor, SOL_SOCKET, SO_ERROR, &pending, &length) == 0 else {
                throw .systemCall("getsockopt", code: errno)
            }
            guard pending == 0 else { throw connectionFailure(pending, port: port) }
        }
        return socket
    }

    /// The port the socket is bound to.
    func localPort() throws(LoopbackPingError) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { throw .systemCall("getsockname", code: errno) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// The next connection to this listening socket.
    func acceptConnection(until deadline: Deadline) throws(LoopbackPingError) -> LoopbackSocket {
        while true {
            _ = try Self.waitUntilReadable([self], until: deadline, waitingFor: "the client to connect")
            let accepted = accept(descriptor, nil, nil)
            if accepted >= 0 { return try Self.adopting(accepted) }
            let code = errno
            guard code == EAGAIN || code == EWOULDBLOCK || code == EINTR || code == ECONNABORTED else {
                throw .systemCall("accept", code: code)
            }
        }
    }

    /// Writes all of `bytes`, waiting for room in the send buffer as needed.
    func send(_ bytes: [UInt8], until deadline: Deadline, waitingFor what: String)
        throws(LoopbackPingError)
    {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                sendBytes(descriptor, buffer.baseAddress, buffer.count)
            }
            if written > 0 {
                offset += written
                continue
            }
            let code = errno
            switch code {
            case EAGAIN, EWOULDBLOCK, EINTR:
                _ = try Self.waitForAny([self], events: Int16(POLLOUT), until: deadline, waitingFor: what)
            case EPIPE, ECONNRESET:
                throw .connectionClosed(waitingFor: what)
            default:
                throw .systemCall("send", code: code)
            }
        }
    }

    /// The bytes that have arrived (at most `limit`), `[]` when none are waiting, or `nil` when the peer closed.
    func receiveAvailable(limit: Int = 4096) throws(LoopbackPingError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { return Array(buffer[..<count]) }
        if count == 0 { return nil }
        let code = errno
        switch code {
        case EAGAIN, EWOULDBLOCK, EINTR: return []
        case ECONNRESET: return nil
        default: throw .systemCall("recv", code: code)
        }
    }

    /// Waits until at least one socket has bytes to read (or an error or hang-up to report), and says which.
    static func waitUntilReadable(
        _ sockets: [LoopbackSocket], until deadline: Deadline, waitingFor what: String
    ) throws(LoopbackPingError) -> [Bool] {
        try waitForAny(sockets, events: Int16(POLLIN), until: deadline, waitingFor: what)
    }

    /// Waits until at least one socket is ready for `events` (or has an error or hang-up to report), and says which.
    private static func waitForAny(
        _ sockets: [LoopbackSocket], events: Int16, until deadline: Deadline, waitingFor what: String
    ) throws(LoopbackPingError) -> [Bool] {
        while true {
            let remaining = deadline.instant - ContinuousClock.now
            guard remaining > .zero else { throw .timedOut(waitingFor: what, after: deadline.allowance) }
            // Whole milliseconds, rounded up so that a sub-millisecond remainder still waits; at most a second a round.
            let (seconds, attoseconds) = remaining.components
            let milliseconds = min(1000, seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var entries = sockets.map { pollfd(fd: $0.descriptor, events: events, revents: 0) }
            let ready = poll(&entries, nfds_t(entries.count), Int32(milliseconds))
            if ready > 0 {
                let wanted = events | Int16(POLLERR) | Int16(POLLHUP)
                return entries.map { $0.revents & wanted != 0 }
            }
            if ready < 0, errno != EINTR { throw .systemCall("poll", code: errno) }
        }
    }

    // MARK: - Set-up

    private static func newDescriptor() throws(LoopbackPingError) -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .systemCall("socket", code: errno) }
        return descriptor
    }

    /// Non-blocking, closed on exec, no Nagle delay for small messages, and no SIGPIPE on a closed peer.
    private func configure() throws(LoopbackPingError) {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
            throw .systemCall("fcntl", code: errno)
        }
        guard fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else { throw .systemCall("fcntl", code: errno) }
        var on: Int32 = 1
        let size = socklen_t(MemoryLayout<Int32>.size)
        guard setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, size) == 0 else {
            throw .systemCall("setsockopt", code: errno)
        }
        #if canImport(Darwin)
            guard setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, size) == 0 else {
                throw .systemCall("setsockopt", code: errno)
            }
        #endif
    }

    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }

    private static func connectionFailure(_ code: Int32, port: UInt16) -> LoopbackPingError {
        code == ECONNREFUSED ? .connectionRefused(port: port) : .systemCall("connect", code: code)
    }
}

private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        send(descriptor, bytes, count, 0)
    #endif
}
