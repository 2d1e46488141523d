import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The controlling terminal as the CLI needs it: whether a stream is one, how big it is, and raw key input.
///
/// Kept apart from the commands so that everything touching termios and `ioctl` is in one place, and so that a
/// command's logic can be tested with scripted keys and a fixed size.
package enum TerminalDevice {
    /// Whether standard input is a terminal: interactive programs refuse to start on a pipe.
    package static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// The terminal's size in columns and rows (`TIOCGWINSZ` on standard output), or nil when it is not a terminal.
    ///
    /// - Parameter descriptor: The file descriptor to ask about; standard output by default.
    /// - Returns: The size, or `nil` when the descriptor is not a terminal.
    package static func size(of descriptor: Int32 = STDOUT_FILENO) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Runs `body` with standard input in raw mode (no echo, no line buffering, no signal keys), restoring the saved
    /// settings afterwards whether `body` returns or throws — and when SIGTERM, SIGHUP, SIGQUIT or SIGINT ends the process
    /// meanwhile (`kill`, a closed terminal window), which then still ends as the signal asks.
    ///
    /// Output processing stays on, so `"\n"` still starts a new line at the left edge. Ctrl-C arrives as a key
    /// (`Key.interrupt`) rather than killing the process with the terminal left raw.
    ///
    /// - Parameter body: The work that reads keys.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or ``CommandFailure`` when the terminal's settings cannot be read or changed.
    @MainActor
    package static func withRawInput<Result>(_ body: @MainActor () async throws -> Result) async throws -> Result {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
            throw CommandFailure("cannot read the terminal settings: \(String(cString: strerror(errno)))")
        }
        // Touch everything the handler reads now: globals are set up lazily, which a handler must not trigger.
        savedSettings.initialize(to: saved)
        _ = (farewell, farewellLength.pointee)
        let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
        let previousHandlers = endingSignals.map { number in
            let previous = signal(number, restoreTerminalAndEnd)
            // A signal the process ignores (under nohup, say) stays ignored.
            if unsafeBitCast(previous, to: Int.self) == ignore { signal(number, previous) }
            return (number, previous)
        }
        defer {
            for (number, handler) in previousHandlers { signal(number, handler) }
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            throw CommandFailure("cannot switch the terminal to raw mode: \(String(cString: strerror(errno)))")
        }
        defer { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
        return try await body()
    }

    /// What to write to the terminal if a signal ends the process while input is raw — `Screen.leave` for a
    /// full-screen program, so a `kill` does not leave the user on the alternate screen; "" for nothing. At most
    /// ``farewellCapacity`` bytes are kept.
    ///
    /// - Parameter text: The bytes to write, as text; longer text is cut at ``farewellCapacity`` bytes.
    package static func writeOnSignal(_ text: String) {
        let bytes = Array(text.utf8.prefix(farewellCapacity))
        farewellLength.pointee = 0
        for (index, byte) in bytes.enumerated() { farewell[index] = byte }
        farewellLength.pointee = bytes.count
    }

    /// How many bytes ``writeOnSignal(_:)`` keeps.
    package static let farewellCapacity = 64

    /// Reads one key press from standard input (blocking), or nil at end of input.
    ///
    /// Escape sequences for the arrow keys arrive as several bytes at once; a lone escape waits up to 50 ms for the
    /// rest, so that pressing Esc on its own is still one key.
    ///
    /// - Returns: The key, or `nil` at the end of input.
    package static func readKey() -> Key? {
        var bytes: [UInt8] = []
        guard let first = readByte(timeoutMilliseconds: -1) else { return nil }
        bytes.append(first)
        if first == 0x1B {
            while bytes.count < 8, let next = readByte(timeoutMilliseconds: 50) {
                bytes.append(next)
                if bytes.count >= 3, (0x40...0x7E).contains(next) { break }
            }
        } else if first >= 0xC0 {
            // The rest of a multi-byte UTF-8 character (é, ß) arrives with its first byte.
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            while bytes.count < length, let next = readByte(timeoutMilliseconds: 50) { bytes.append(next) }
        }
        return Key.parse(bytes)
    }

    /// The signals that end a process from outside while it reads keys.
    private static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGINT]

    private static func readByte(timeoutMilliseconds: Int32) -> UInt8? {
        if timeoutMilliseconds >= 0 {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
        }
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }
}

// What the signal handler reads, allocated once and never freed: the handler only reads this memory and calls
// async-signal-safe functions (write, tcsetattr, signal, raise) — no allocation, no locks, no exclusivity checks.

/// The terminal settings to put back, written before raw mode starts.
nonisolated(unsafe) private let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
/// Bytes to write before restoring the settings (see `TerminalDevice.writeOnSignal(_:)`), and how many.
nonisolated(unsafe) private let farewell = UnsafeMutablePointer<UInt8>.allocate(
    capacity: TerminalDevice.farewellCapacity)
nonisolated(unsafe) private let farewellLength: UnsafeMutablePointer<Int> = {
    let length = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    length.initialize(to: 0)
    return length
}()

/// Writes the farewell, restores the terminal, then lets the signal end the process as it would have.
private func restoreTerminalAndEnd(_ number: Int32) {
    let length = farewellLength.pointee
    if length > 0 { _ = write(STDOUT_FILENO, farewell, length) }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
    signal(number, SIG_DFL)
    raise(number)
}
