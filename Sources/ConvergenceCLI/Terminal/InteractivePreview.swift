import Convergence

/// `scenarios preview --interactive`: a full-screen browser over the catalog, the Linux stand-in for a preview
/// canvas.
///
/// Left and right (or h and l) move between scenarios, up and down (k and j) between a scenario's frames, Enter or
/// space taps the focused button (the first enabled one), q quits. Keys and output are passed in, so the browser is
/// driven by scripted keys in tests and by the raw terminal in use.
@MainActor
struct InteractivePreview {
    let scenarios: [Scenario]
    let format: PreviewFormat
    /// A fixed ASCII width, or nil to follow the window's width as it changes.
    let width: Int?
    let size: () -> (columns: Int, rows: Int)
    let write: (String) -> Void
    let readKey: () -> Key?

    private(set) var scenarioIndex: Int
    private(set) var frameIndex: Int
    private(set) var status = ""
    private var rendered: [Int: Result<PreviewFrames, any Error>] = [:]

    init(
        scenarios: [Scenario], start: Int, frame: Int, format: PreviewFormat, width: Int?,
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

    /// Draws and handles keys until q, Ctrl-C or the end of input.
    mutating func run() async {
        while true {
            await draw()
            guard let key = readKey() else { return }
            if await !handle(key) { return }
        }
    }

    /// Applies one key; false when it quits.
    mutating func handle(_ key: Key) async -> Bool {
        switch key {
        case .character("q"), .character("Q"), .interrupt: return false
        case .left, .character("h"): moveScenario(by: -1)
        case .right, .character("l"): moveScenario(by: 1)
        case .up, .character("k"): moveFrame(by: -1)
        case .down, .character("j"): moveFrame(by: 1)
        case .enter, .space: await tapFocusedButton()
        default: status = "keys: ←/→ (h/l) scenario · ↑/↓ (k/j) frame · enter or space tap · q quit"
        }
        return true
    }

    private mutating func moveScenario(by offset: Int) {
        scenarioIndex = (scenarioIndex + offset + scenarios.count) % scenarios.count
        frameIndex = 0
        status = ""
    }

    private mutating func moveFrame(by offset: Int) {
        let count = scenarios[scenarioIndex].steps.count + 1
        let target = frameIndex + offset
        guard (0..<count).contains(target) else {
            status = count == 1 ? "this scenario has one frame" : "no frame \(target): frames are 0–\(count - 1)"
            return
        }
        frameIndex = target
        status = ""
    }

    /// Taps the focused button: the scenario's frame after the step that taps it, rendered afresh.
    ///
    /// A tap the scenario does not declare as its next step is reported, not performed: a scenario's state lives in
    /// its render session, which the public scenario API ends once the declared frames are rendered.
    private mutating func tapFocusedButton() async {
        let scenario = scenarios[scenarioIndex]
        guard case .success(let preview) = await frames(), frameIndex < preview.frames.count else { return }
        guard let button = FocusedButton.first(in: preview.frames[frameIndex].node) else {
            status = "no enabled button on this frame"
            return
        }
        guard frameIndex < scenario.steps.count, case .tap(let name) = scenario.steps[frameIndex].action,
            button.matches(name)
        else {
            status = "tap \"\(button.title)\": not yet supported here (the scenario declares no such next step)"
            return
        }
        rendered[scenarioIndex] = nil
        frameIndex += 1
        status = "tapped \"\(button.title)\""
    }

    private mutating func frames() async -> Result<PreviewFrames, any Error> {
        if let known = rendered[scenarioIndex] { return known }
        let scenario = scenarios[scenarioIndex]
        show(body: ["rendering \(scenario.id) in real time…"])
        let result: Result<PreviewFrames, any Error>
        do {
            result = .success(try await PreviewFrames.load(scenario))
        } catch {
            result = .failure(error)
        }
        rendered[scenarioIndex] = result
        return result
    }

    private mutating func draw() async {
        let result = await frames()
        let columns = width ?? size().columns
        switch result {
        case .failure(let error):
            show(body: ["\(scenarios[scenarioIndex].id) could not be rendered:", ""] + lines("\(error)"))
        case .success(let preview):
            let frame = preview.frames[min(frameIndex, preview.frames.count - 1)]
            var body = lines(frame.render(format.renderFormat(width: columns, style: scenarios[scenarioIndex].style)))
            if let note = preview.note(forFrame: frameIndex) { body += ["", "(\(note))"] }
            show(
                body: body,
                frameLabel: PreviewFrames.label(frame, index: frameIndex, count: preview.frames.count),
                button: FocusedButton.first(in: frame.node))
        }
    }

    private func show(body: [String], frameLabel: String = "", button: FocusedButton? = nil) {
        let (columns, rows) = size()
        let scenario = scenarios[scenarioIndex]
        let position = "[\(scenarioIndex + 1)/\(scenarios.count)]"
        let header = ["\(position) \(scenario.id)  \(frameLabel)", String(repeating: "─", count: columns)]
        let focus = button.map { "enter: tap \"\($0.title)\"" } ?? "no button to tap"
        let footer = [
            String(repeating: "─", count: columns), "←/→ scenario · ↑/↓ frame · \(focus) · q quit", status,
        ]
        write(Screen.compose(header: header, body: body, footer: footer, columns: columns, rows: rows))
    }

    private func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// What `preview` renders: ASCII text (at a width) or the HTML fragment.
enum PreviewFormat: String {
    case ascii, html

    func renderFormat(width: Int, style: ASCIIStyle) -> RenderFormat {
        switch self {
        case .ascii: .ascii(width: width, style: style)
        case .html: .html
        }
    }
}
