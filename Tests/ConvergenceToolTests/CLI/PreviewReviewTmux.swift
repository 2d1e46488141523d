import ConvergenceTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `scenarios` executable run inside a real terminal: a detached tmux session on a private server.
///
/// Each session gets its own tmux server socket, so tests never touch the user's tmux or each other, and the server
/// is killed when the test ends, whatever happened. Every wait polls `capture-pane` against a deadline.
final class PreviewReviewTmux {
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var isAvailable: Bool { tmux != nil && scenarios != nil }

    /// The `scenarios` executable beside the test bundle (`swift build --build-tests` builds every product).
    static var scenarios: URL? { BuiltProduct.executable(named: "workbench-scenarios") }

    /// A socket of its own (short: socket paths are limited to about 100 bytes), removed with the server.
    private let socket = "/tmp/convergence-tmux-\(UUID().uuidString.prefix(8))"

    /// Starts `scenarios <arguments>` in `directory` in a `columns`×`rows` window. When it exits, the pane shows
    /// `EXIT:<code>` and, if the terminal settings are as before, `TERMINAL:RESTORED`.
    ///
    /// With `thenReadALine`, the shell goes on as a user's would: it shows `STTY:` and the line-discipline flags
    /// (`isig icanon echo` when cooked, `-icanon -echo` when left raw), then reads a line the test types and shows
    /// it as `READ:<line>` — which only happens if the terminal echoes and ends lines at Enter again.
    init(
        _ arguments: [String], directory: URL, columns: Int = 100, rows: Int = 40, thenReadALine: Bool = false
    ) throws {
        let executable = try #require(Self.scenarios).path
        let command = ([executable] + arguments).map(Self.quoted).joined(separator: " ")
        let readALine = """
            echo STTY: $(stty -a | tr -s ' ;' '\\n\\n' | grep -xE -- '-?(isig|icanon|echo)'); \
            read -r line; echo "READ:$line";
            """
        let script = """
            before=$(stty -g); \(command); code=$?; after=$(stty -g); \
            [ "$before" = "$after" ] && echo TERMINAL:RESTORED; echo EXIT:$code; \(thenReadALine ? readALine : "") \
            sleep 30
            """
        // The first command starts the tmux server, which would inherit (and hold open) a pipe for its output.
        try tmux(
            capturingOutput: false,
            [
                "new-session", "-d", "-s", "test", "-x", "\(columns)", "-y", "\(rows)", "-c", directory.path,
                "sh -c \(Self.quoted(script))",
            ])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        unlink(socket)
    }

    /// Types keys as tmux names them (`Enter`, `Left`, `q`).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "test"] + keys)
    }

    /// Sends SIGTERM to the `scenarios` process started with exactly `arguments` (give it arguments no other test
    /// uses), as `kill` from another terminal would.
    static func terminate(running arguments: [String]) throws {
        let executable = try #require(scenarios).path
        let pattern = "^" + NSRegularExpression.escapedPattern(for: ([executable] + arguments).joined(separator: " "))
        let killed = try CapturedProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["pkill", "-TERM", "-f", pattern], mergingErrors: true)
        try #require(killed.status == 0, "pkill found no process: \(killed.standardOutput)")
    }

    /// Whether the pane shows the alternate screen (a full-screen program's) rather than the normal one.
    func isOnAlternateScreen() throws -> Bool {
        try tmux(["display-message", "-p", "-t", "test", "#{alternate_on}"])
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// The visible screen, as plain text.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "test"])
    }

    /// Waits until the screen satisfies `condition`, for at most `seconds`; returns the last screen either way.
    @discardableResult
    func waitFor(
        _ description: String, seconds: Double = 20, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("timed out waiting for \(description); the screen shows:\n\(last)", sourceLocation: sourceLocation)
        return last
    }

    @discardableResult
    private func tmux(capturingOutput: Bool = true, _ arguments: [String]) throws -> String {
        let path = try #require(Self.tmux)
        return try Self.spawn(path, ["-S", socket, "-f", "/dev/null"] + arguments, capturingOutput: capturingOutput)
    }

    /// Runs a program to its end with posix_spawn, not `Process`, for two reasons that only show with tmux.
    ///
    /// The tmux server forks from the first client and lives on: it must not inherit the test process's open
    /// descriptors (Foundation's child-exit socket, other tests' pipes), which would keep them open and hang their
    /// readers; and it must start with no signals blocked (test threads block them), or it never hears its children
    /// exit, nor `kill-server`.
    private static func spawn(_ path: String, _ arguments: [String], capturingOutput: Bool) throws -> String {
        var output: [Int32] = [-1, -1]
        if capturingOutput { guard pipe(&output) == 0 else { throw SpawnError(what: "pipe") } }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturingOutput {
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if canImport(Glibc)
            // glibc 2.34+ has it, but its header does not export it to Swift: look it up at run time.
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            let process = dlopen(nil, RTLD_NOW)
            guard let symbol = dlsym(process, "posix_spawn_file_actions_addclosefrom_np") else {
                throw SpawnError(what: "posix_spawn_file_actions_addclosefrom_np is missing (glibc older than 2.34)")
            }
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        #else
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGCHLD, SIGPIPE, SIGWINCH, SIGUSR1, SIGUSR2] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["TMUX"] = nil
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        if capturingOutput { close(output[1]) }
        guard spawned == 0 else {
            if capturingOutput { close(output[0]) }
            throw SpawnError(what: "posix_spawn \(path): \(spawned)")
        }
        var data = Data()
        if capturingOutput {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(output[0], &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                data.append(contentsOf: buffer[0..<count])
            }
            close(output[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return String(decoding: data, as: UTF8.self)
    }

    struct SpawnError: Error {
        let what: String
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
