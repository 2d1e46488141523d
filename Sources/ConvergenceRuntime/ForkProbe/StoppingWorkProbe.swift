import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work once in a forked copy of this process to learn which pieces of it stop the program, so the parent can
/// leave those out instead of ending with them.
///
/// Previews build sample data the app ships as files (`Bundle.main.url(forResource:…)!`), or `fatalError` when it is
/// missing; run away from the app, one such preview would end the run and take every other preview with it. The
/// work is cut into named units; a child runs them in order and reports each start and end through a pipe. When a
/// child dies inside a unit, that unit is recorded with what the child wrote to standard error, and a new child
/// runs the rest. A child that stays silent too long is killed and probing stops there: work it did not reach is
/// taken as safe, as it was before probing existed. Only where `fork` exists (Linux); elsewhere, or with
/// `CONVERGENCE_FORCE_FALLBACK=fork-probe`, nothing is probed.
package enum StoppingWorkProbe {
    /// The units that stopped a child, each with the child's last words (its `Fatal error: …` line).
    ///
    /// - Parameters:
    ///   - quietLimit: How long a child may go without finishing a unit before it is taken to hang.
    ///   - work: Runs every unit by calling `unit(name, body)` around it, names unique and in a fixed order.
    @MainActor
    package static func stoppingUnits(
        quietLimit: Duration = .seconds(10), _ work: @MainActor (_ unit: (String, () -> Void) -> Void) -> Void
    ) -> [String: String] {
        #if canImport(Glibc)
            guard !RuntimeFallback.forkProbe.isForced else { return [:] }
            var stopped: [String: String] = [:]
            // Each child either finishes or adds one unit; a bound keeps a pathological program from forking forever.
            for _ in 0..<64 {
                switch runChild(skipping: stopped, quietLimit: quietLimit, work) {
                case .finished, .gaveUp: return stopped
                case .stopped(let unit, let lastWords): stopped[unit] = lastWords
                }
            }
            return stopped
        #else
            return [:]
        #endif
    }

    private enum ChildOutcome {
        case finished
        case stopped(unit: String, lastWords: String)
        case gaveUp
    }

    #if canImport(Glibc)
        @MainActor
        private static func runChild(
            skipping stopped: [String: String], quietLimit: Duration,
            _ work: @MainActor (_ unit: (String, () -> Void) -> Void) -> Void
        ) -> ChildOutcome {
            var progress: [Int32] = [-1, -1]
            var errors: [Int32] = [-1, -1]
            guard pipe(&progress) == 0 else { return .gaveUp }
            guard pipe(&errors) == 0 else {
                close(progress[0])
                close(progress[1])
                return .gaveUp
            }
            let child = fork()
            if child == 0 {
                close(progress[0])
                close(errors[0])
                runInChild(progressFD: progress[1], errorFD: errors[1], skipping: stopped, work)
            }
            close(progress[1])
            close(errors[1])
            defer {
                close(progress[0])
                close(errors[0])
            }
            guard child > 0 else { return .gaveUp }
            let (log, errorText, hung) = collect(progressFD: progress[0], errorFD: errors[0], quietLimit: quietLimit)
            if hung { kill(child, SIGKILL) }
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            if hung { return .gaveUp }
            guard let unit = unfinishedUnit(in: log) else {
                return log.hasSuffix("finished\n") ? .finished : .gaveUp
            }
            return .stopped(unit: unit, lastWords: lastWords(errorText, status: status))
        }

        /// The child's side: quiet output, default crash handling (no slow backtrace), the units in order, then exit
        /// without running the parent's exit handlers or flushing its buffers.
        @MainActor
        private static func runInChild(
            progressFD: Int32, errorFD: Int32, skipping stopped: [String: String],
            _ work: @MainActor (_ unit: (String, () -> Void) -> Void) -> Void
        ) -> Never {
            dup2(errorFD, STDERR_FILENO)
            let null = open("/dev/null", O_WRONLY)
            if null >= 0 { dup2(null, STDOUT_FILENO) }
            for signal in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
                Glibc.signal(signal, SIG_DFL)
            }
            let report = { (line: String) in
                var bytes = Array((line + "\n").utf8)
                _ = bytes.withUnsafeMutableBytes { write(progressFD, $0.baseAddress, $0.count) }
            }
            work { name, body in
                guard stopped[name] == nil else { return }
                report("start " + name)
                body()
                report("done " + name)
            }
            report("finished")
            _exit(0)
        }

        /// Reads both pipes until the child closes them, or until it has been quiet for `quietLimit`.
        private static func collect(
            progressFD: Int32, errorFD: Int32, quietLimit: Duration
        ) -> (log: String, errors: String, hung: Bool) {
            var log: [UInt8] = []
            var errorBytes: [UInt8] = []
            var open = [progressFD: true, errorFD: true]
            let quietMilliseconds = Int32(quietLimit.components.seconds * 1000)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while open.values.contains(true) {
                var fds = open.filter(\.value).keys.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                let ready = poll(&fds, nfds_t(fds.count), quietMilliseconds)
                if ready == 0 { return (String(decoding: log, as: UTF8.self), "", true) }
                if ready < 0 {
                    if errno == EINTR { continue }
                    break
                }
                for entry in fds where entry.revents != 0 {
                    let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                    if count <= 0 {
                        open[entry.fd] = false
                    } else if entry.fd == progressFD {
                        log += buffer[0..<count]
                    } else if errorBytes.count < 64 * 1024 {
                        errorBytes += buffer[0..<count]
                    }
                }
            }
            return (String(decoding: log, as: UTF8.self), String(decoding: errorBytes, as: UTF8.self), false)
        }
    #endif

    /// The unit the child started and never finished, if any.
    package static func unfinishedUnit(in log: String) -> String? {
        var open: String?
        for line in log.split(separator: "\n") {
            if line.hasPrefix("start ") {
                open = String(line.dropFirst(6))
            } else if line.hasPrefix("done "), open == String(line.dropFirst(5)) {
                open = nil
            }
        }
        return open
    }

    /// One line saying why the child stopped: its `Fatal error` line when it printed one, else its last line, else
    /// how it ended.
    package static func lastWords(_ errors: String, status: Int32) -> String {
        let lines = errors.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let chosen = lines.first { $0.contains("Fatal error") } ?? lines.last { !$0.isEmpty }
        if let chosen { return chosen.count > 300 ? String(chosen.prefix(299)) + "…" : chosen }
        let signal = status & 0x7F
        return signal != 0 ? "it was stopped by signal \(signal)" : "it exited with status \((status >> 8) & 0xFF)"
    }
}
