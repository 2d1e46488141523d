import Convergence

/// Prints a catalog run as it goes: one line rewritten in place on a terminal, plain lines otherwise.
///
/// A terminal shows `[12/34] Item/loaded` on a single line that each scenario overwrites, so a long run stays on one
/// screen row; a log file or CI output gets one line per scenario (`ok Item/loaded`, `CHANGED Item/error`) because
/// carriage returns make logs unreadable. Failure messages are printed whole in both, above the progress line.
struct RunProgress {
    let context: CommandContext
    let total: Int
    private var finished = 0
    /// Whether a progress line is on screen and must be cleared before other output.
    private var showsLine = false

    init(context: CommandContext, total: Int) {
        self.context = context
        self.total = total
    }

    /// The status word for a plain line: `ok` for a pass, the status in capitals otherwise.
    static func label(_ result: ScenarioResult) -> String {
        result.status == .passed ? "ok" : result.status.rawValue.uppercased()
    }

    /// Reports one finished scenario, with its failure message if it failed.
    mutating func finished(_ result: ScenarioResult) {
        finished += 1
        if context.isTerminal {
            if let message = result.failureMessage {
                clear()
                context.write("\(Self.label(result)) \(result.scenarioID)\n\(Self.terminated(message))\n")
            }
            context.write("\r\u{1B}[K[\(finished)/\(total)] \(result.scenarioID)")
            showsLine = true
        } else {
            context.write("\(Self.label(result)) \(result.scenarioID)\n")
            if let message = result.failureMessage { context.write(Self.terminated(message) + "\n") }
        }
    }

    /// Removes the progress line, so the summary starts on a clean row.
    mutating func clear() {
        guard showsLine else { return }
        context.write("\r\u{1B}[K")
        showsLine = false
    }

    private static func terminated(_ text: String) -> String {
        text.hasSuffix("\n") ? text : text + "\n"
    }
}
