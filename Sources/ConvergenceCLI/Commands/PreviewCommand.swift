import Convergence

/// `scenarios preview ID`: one scenario in the terminal, its clock in real time — the Linux stand-in for the preview
/// canvas, and with `--interactive` a browser over the whole catalog.
enum PreviewCommand: Subcommand {
    /// `--width`.
    static let width = CommandSpec.Option(
        "--width", value: "N",
        help: "ASCII width in columns; default: the terminal's width, or 80 when output is not a terminal.")
    /// `--format`.
    static let format = CommandSpec.Option(
        "--format", value: "FORMAT", help: SnapshotFormat.commandLineChoices(default: .ascii) + ".")
    /// `--frame`.
    static let frame = CommandSpec.Option(
        "--frame", value: "K",
        help: "The frame to show: 0 (default) is the first, K the one after the scenario's interaction step K.")
    /// `--interactive`.
    static let interactive = CommandSpec.Option(
        "--interactive",
        help: """
            A full-screen browser starting at ID: ←/→ (h/l) between scenarios, ↑/↓ (k/j) between frames, \
            tab/shift-tab between the frame's controls, enter or space activates the focused one (tap, toggle, \
            next option; a text field takes typing, enter applies it, esc cancels) and shows the frame after it, t moves a snapshot clock on by 1s, r reloads, q quits. \
            Needs a terminal on standard input.
            """)

    static let spec = CommandSpec(
        name: "preview",
        summary: """
            Render one scenario in the terminal, its clock in real time (a loading mock shows what it loads once its \
            delay has passed).
            """,
        arguments: ["ID"],
        minimumArguments: 1,
        options: [
            width,
            format,
            frame,
            interactive,
        ]
    )

    /// The width when output is not a terminal, so piped output is the same everywhere.
    static let fallbackWidth = 80

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let scenario = try context.scenario(arguments.positionals[0], command: spec.name)
        let width = try arguments.integer(Self.width, minimum: 1, command: spec.name)
        let format = try snapshotFormat(arguments)
        let frameCount = scenario.steps.count + 1
        let frame = try arguments.integer(Self.frame, minimum: 0, command: spec.name) ?? 0
        guard frame < frameCount else {
            throw UsageError(
                command: spec.name,
                message: "--frame \(frame) is out of range: \(scenario.id) has \(frameCount) "
                    + (frameCount == 1 ? "frame (0)" : "frames (0–\(frameCount - 1))"))
        }
        if arguments.flag(Self.interactive) {
            return try await interactive(from: scenario, frame: frame, format: format, width: width, context: context)
        }
        let preview = try await PreviewFrames.load(scenario)
        let columns = width ?? (context.isTerminal ? TerminalDevice.size()?.columns : nil) ?? fallbackWidth
        var text = preview.frames[frame].render(format.renderFormat(width: columns, style: scenario.style))
        if !text.hasSuffix("\n") { text += "\n" }
        context.write(text)
        if let note = preview.note(forFrame: frame) { context.writeError("note: \(note)\n") }
        return 0
    }

    private static func snapshotFormat(_ arguments: ParsedArguments) throws(UsageError) -> SnapshotFormat {
        guard let raw = arguments.value(Self.format) else { return .ascii }
        guard let format = SnapshotFormat(commandLineName: raw) else {
            let names = SnapshotFormat.all.map(\.commandLineName)
            let choices = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw UsageError(command: spec.name, message: "\(Self.format.name) must be \(choices), not \(raw)")
        }
        return format
    }

    /// Runs the full-screen browser on the terminal, restoring it (normal screen, cooked input) however it ends.
    @MainActor
    private static func interactive(
        from scenario: Scenario, frame: Int, format: SnapshotFormat, width: Int?, context: CommandContext
    ) async throws -> Int32 {
        guard let keys = context.keyInput else {
            throw UsageError(
                command: spec.name, message: "--interactive needs a terminal on standard input (it reads key presses)")
        }
        let scenarios = context.catalog.all
        let start = scenarios.firstIndex { $0.id == scenario.id } ?? 0
        try await keys.withRawInput {
            context.write(Screen.enter)
            TerminalDevice.writeOnSignal(Screen.leave)
            defer {
                TerminalDevice.writeOnSignal("")
                context.write(Screen.leave)
            }
            var browser = InteractivePreview(
                scenarios: scenarios, start: start, frame: frame, format: format, width: width,
                size: { TerminalDevice.size() ?? (fallbackWidth, 24) },
                write: context.write,
                readKey: keys.readKey)
            await browser.run()
        }
        return 0
    }
}
