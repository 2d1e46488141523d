import Convergence

/// `scenarios preview --interactive`: a full-screen browser over the catalog, the Linux stand-in for a preview
/// canvas.
///
/// Left and right (or h and l) move between scenarios, up and down (k and j) between a scenario's frames, Tab and
/// Shift-Tab move the focus between the frame's enabled controls, Enter or space activates the focused one (taps a
/// button, flips a toggle, picks a picker's next option) and shows the frame after it; on a text field Enter starts
/// editing its text (typed keys and Backspace edit it, Enter applies, Esc cancels). t moves a snapshot clock on by a
/// second, r renders the scenario afresh, q quits. Keys and output are passed in, so the browser is driven by
/// scripted keys in tests and by the raw terminal in use.
@MainActor
struct InteractivePreview {
    let scenarios: [Scenario]
    let format: SnapshotFormat
    /// A fixed ASCII width, or nil to follow the window's width as it changes.
    let width: Int?
    let size: () -> (columns: Int, rows: Int)
    let write: (String) -> Void
    let readKey: () -> Key?

    private(set) var scenarioIndex: Int
    private(set) var frameIndex: Int
    /// Which of the frame's focusable controls Enter acts on.
    private(set) var focusIndex = 0
    private(set) var status = ""
    /// The text field being edited and its text so far, while editing.
    private(set) var editing: (field: ScenarioControl, text: String)?
    private var loaded: [Int: Result<PreviewHistory, any Error>] = [:]

    /// How far `t` moves a snapshot clock.
    static let clockStep: Duration = .seconds(1)
    static let keyHelp =
        "keys: ←/→ (h/l) scenario · ↑/↓ (k/j) frame · tab/shift-tab focus · enter or space activate or edit · "
        + "t +1s (snapshot clock) · r reload · q quit"

    init(
        scenarios: [Scenario], start: Int, frame: Int, format: SnapshotFormat, width: Int?,
        size: @escaping () -> (columns: Int, rows: Int), write: @escaping (String) -> Void,
        readKey: @escaping () -> Key?
    ) {
        self.scenarios = scenarios
        self.format = format
        self.width = width
        self.size = size
        self.write = write
        self.readKey = readKey
        scenarioIndex = start
        frameIndex = frame
    }

    /// Draws and handles keys until q, Ctrl-C or the end of input; then stops every scenario's work.
    mutating func run() async {
        defer { suspendAll() }
        while true {
            await draw()
            guard let key = readKey() else { return }
            if await !handle(key) { return }
        }
    }

    /// Applies one key; false when it quits.
    mutating func handle(_ key: Key) async -> Bool {
        if editing != nil {
            await edit(with: key)
            return true
        }
        switch key {
        case .character("q"), .character("Q"), .interrupt: return false
        case .left, .character("h"): moveScenario(by: -1)
        case .right, .character("l"): moveScenario(by: 1)
        case .up, .character("k"): moveFrame(by: -1)
        case .down, .character("j"): moveFrame(by: 1)
        case .character("\t"): await moveFocus(by: 1)
        case .unknown([0x1B, UInt8(ascii: "["), UInt8(ascii: "Z")]): await moveFocus(by: -1)
        case .enter, .space: await activateFocusedControl()
        case .character("t"): await advanceClock()
        case .character("r"): reload()
        default: status = Self.keyHelp
        }
        return true
    }

    private mutating func moveScenario(by offset: Int) {
        if case .success(let history) = loaded[scenarioIndex] { history.suspend() }
        scenarioIndex = (scenarioIndex + offset + scenarios.count) % scenarios.count
        frameIndex = 0
        focusIndex = 0
        status = ""
    }

    private mutating func moveFrame(by offset: Int) {
        let count: Int
        if case .success(let history) = loaded[scenarioIndex] {
            count = history.frames.count
        } else {
            count = scenarios[scenarioIndex].steps.count + 1
        }
        let target = frameIndex + offset
        guard (0..<count).contains(target) else {
            status = count == 1 ? "this scenario has one frame" : "no frame \(target): frames are 0–\(count - 1)"
            return
        }
        frameIndex = target
        focusIndex = 0
        status = ""
    }

    private mutating func moveFocus(by offset: Int) async {
        let focusable = await currentFocusable()
        guard !focusable.isEmpty else {
            status = "no enabled control on this frame"
            return
        }
        focusIndex = (focusIndex + offset + focusable.count) % focusable.count
        status = ""
    }

    /// Activates the focused control and shows the frame after it.
    private mutating func activateFocusedControl() async {
        guard case .success(let history) = await history() else { return }
        let focusable = Self.focusable(in: history.frames[frameIndex])
        guard !focusable.isEmpty else {
            status = "no enabled control on this frame"
            return
        }
        let control = focusable[min(focusIndex, focusable.count - 1)]
        if control.kind == .textField {
            // A secure field's text is never shown, so editing it starts afresh.
            editing = (control, control.isSecure ? "" : control.value ?? "")
            status = ""
            return
        }
        show(body: ["\(Self.verb(for: control)) in real time…"])
        let done = await interact(Self.verb(for: control)) { history, frame in
            try await history.activate(control, onFrame: frame)
        }
        if done { focusIndex = min(focusIndex, max(Self.focusable(in: history.frames[frameIndex]).count - 1, 0)) }
    }

    /// Runs one interaction on the scenario's history from the frame shown and shows the frame after it, or says
    /// why it could not (`could not tap "Retry": …`); true when it happened.
    private mutating func interact(
        _ what: String, _ action: (PreviewHistory, _ frame: Int) async throws -> Int
    ) async -> Bool {
        guard case .success(let history) = await history() else { return false }
        do {
            frameIndex = try await action(history, frameIndex)
            status = "did: " + (history.frames[frameIndex].stepDescription ?? what)
            return true
        } catch {
            status = "could not \(what): \(error)"
            return false
        }
    }

    /// A key while a text field is being edited: text goes in, Backspace takes the last character out, Enter sets
    /// the field's text and shows the frame after it, Esc or Ctrl-C leaves the field as it was.
    private mutating func edit(with key: Key) async {
        guard let (field, text) = editing else { return }
        switch key {
        case .enter:
            editing = nil
            _ = await interact(Self.verb(for: field)) { history, frame in
                try await history.setText(text, of: field, onFrame: frame)
            }
        case .escape, .interrupt:
            editing = nil
            status = "editing cancelled"
        case .character("\u{7F}"), .character("\u{08}"):
            editing = (field, String(text.dropLast()))
        case .space:
            editing = (field, text + " ")
        case .character(let character)
        where !character.isNewline && character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }):
            editing = (field, text + String(character))
        default:
            break
        }
    }

    private mutating func advanceClock() async {
        guard case .success(let history) = await history() else { return }
        guard history.clock == .standing else {
            status = "this scenario runs in real time: its clock moves by itself"
            return
        }
        let done = await interact("advance the clock") { history, frame in
            try await history.advanceClock(by: Self.clockStep, onFrame: frame)
        }
        if done { focusIndex = 0 }
    }

    private mutating func reload() {
        if case .success(let history) = loaded[scenarioIndex] { history.suspend() }
        loaded[scenarioIndex] = nil
        frameIndex = 0
        focusIndex = 0
        status = "reloaded"
    }

    private mutating func history() async -> Result<PreviewHistory, any Error> {
        if let known = loaded[scenarioIndex] { return known }
        let scenario = scenarios[scenarioIndex]
        show(body: ["rendering \(scenario.id) in real time…"])
        let result: Result<PreviewHistory, any Error>
        do {
            result = .success(try await PreviewHistory.load(scenario))
        } catch {
            result = .failure(error)
        }
        loaded[scenarioIndex] = result
        if case .success(let history) = result { frameIndex = min(frameIndex, history.frames.count - 1) }
        return result
    }

    private mutating func currentFocusable() async -> [ScenarioControl] {
        guard case .success(let history) = await history() else { return [] }
        return Self.focusable(in: history.frames[frameIndex])
    }

    private func suspendAll() {
        for case .success(let history) in loaded.values { history.suspend() }
    }

    /// The controls Tab moves between and Enter activates or edits: the enabled ones.
    static func focusable(in frame: ScenarioFrame) -> [ScenarioControl] {
        frame.controls.filter(\.isEnabled)
    }

    /// What Enter does to a control: `tap "Retry"`, `toggle "Wi-Fi"`, `next option of "Sort"`, `edit "Email"`.
    static func verb(for control: ScenarioControl) -> String {
        switch control.kind {
        case .button, .link, .tab: "tap \"\(control.title)\""
        case .toggle: "toggle \"\(control.title)\""
        case .picker: "next option of \"\(control.title)\""
        case .textField: "edit \"\(control.title)\""
        case .slider, .datePicker, .colorPicker: "adjust \"\(control.title)\""
        }
    }

    private mutating func draw() async {
        let result = await history()
        let columns = width ?? size().columns
        switch result {
        case .failure(let error):
            show(body: ["\(scenarios[scenarioIndex].id) could not be rendered:", ""] + lines("\(error)"))
        case .success(let history):
            let frame = history.frames[frameIndex]
            let renderFormat = format.renderFormat(width: columns, style: scenarios[scenarioIndex].style)
            // A screen fills the rows the window leaves under the header and above the keys, as on a device.
            let room = max(1, size().rows - 5 - (history.note == nil ? 0 : 2))
            var body = lines(
                frame.layout.fillsScreen
                    ? frame.render(renderFormat, in: .screen(height: room)) : frame.render(renderFormat))
            if let note = history.note { body += ["", "(\(note))"] }
            let focusable = Self.focusable(in: frame)
            let focus = focusable.isEmpty ? nil : (focusable[min(focusIndex, focusable.count - 1)], focusable.count)
            show(
                body: body,
                frameLabel: PreviewFrames.label(frame, index: frameIndex, count: history.frames.count),
                focus: focus.map { (control, count) in
                    "enter: \(Self.verb(for: control))" + (count > 1 ? " (\(focusIndex + 1)/\(count), tab: next)" : "")
                } ?? "no control to activate",
                standingClock: history.clock == .standing)
        }
    }

    private func show(
        body: [String], frameLabel: String = "", focus: String = "no control to activate", standingClock: Bool = false
    ) {
        let (columns, rows) = size()
        let scenario = scenarios[scenarioIndex]
        let position = "[\(scenarioIndex + 1)/\(scenarios.count)]"
        let header = ["\(position) \(scenario.id)  \(frameLabel)", String(repeating: "─", count: columns)]
        let rule = String(repeating: "─", count: columns)
        let footer: [String]
        if let (field, text) = editing {
            let prompt = "editing \"\(field.title)\": "
            let shown = field.isSecure ? String(repeating: "•", count: text.count) : text
            let room = columns - TerminalWidth.of(prompt) - 1
            footer = [rule, prompt + Self.tail(of: shown, fitting: room) + "▏", "enter apply · esc cancel", status]
        } else {
            let keys =
                ["←/→ scenario", "↑/↓ frame", focus] + (standingClock ? ["t +1s"] : []) + ["r reload", "q quit"]
            footer = [rule, keys.joined(separator: " · "), status]
        }
        write(Screen.compose(header: header, body: body, footer: footer, columns: columns, rows: rows))
    }

    /// The end of `text` that fits in `columns` terminal columns, after a `…` when the start is cut: where the
    /// typing happens stays in view.
    static func tail(of text: String, fitting columns: Int) -> String {
        guard TerminalWidth.of(text) > columns else { return text }
        guard columns > 1 else { return "" }
        var kept: [Character] = []
        var width = 0
        for character in text.reversed() {
            let next = TerminalWidth.of(String(character))
            if width + next > columns - 1 { break }
            kept.append(character)
            width += next
        }
        return "…" + String(kept.reversed())
    }

    private func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
