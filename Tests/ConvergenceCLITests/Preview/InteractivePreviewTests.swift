import Convergence
import Testing
import Workbench

@testable import ConvergenceCLI

/// The interactive preview's parts without a terminal: key decoding, the focused button, screen layout, and the
/// browser driven by scripted keys.
@MainActor
@Suite struct InteractivePreviewTests {
    @Test func keysDecodeFromTerminalBytes() {
        #expect(Key.parse([0x1B, 0x5B, 0x41]) == .up)
        #expect(Key.parse([0x1B, 0x4F, 0x42]) == .down)
        #expect(Key.parse([0x1B, 0x5B, 0x43]) == .right)
        #expect(Key.parse([0x1B, 0x5B, 0x44]) == .left)
        #expect(Key.parse([0x0D]) == .enter)
        #expect(Key.parse([0x20]) == .space)
        #expect(Key.parse([0x03]) == .interrupt)
        #expect(Key.parse([0x1B]) == .escape)
        #expect(Key.parse(Array("q".utf8)) == .character("q"))
        #expect(Key.parse(Array("é".utf8)) == .character("é"))
        #expect(Key.parse([0x1B, 0x5B, 0x31, 0x35, 0x7E]) == .unknown([0x1B, 0x5B, 0x31, 0x35, 0x7E]))
    }

    @Test func focusGoesToEnabledControlsOnly() async throws {
        let live = try await LiveScenario(Scenario("counter") { Counter() })
        defer { live.end() }
        let focusable = InteractivePreview.focusable(in: live.frame)
        #expect(
            focusable.map(\.description) == [
                "button \"Add\"", "text field \"Note\"", "toggle \"Loud\"", "picker \"Sort\"",
            ])
        #expect(
            focusable.map(InteractivePreview.verb) == [
                "tap \"Add\"", "edit \"Note\"", "toggle \"Loud\"", "next option of \"Sort\"",
            ])
        #expect(focusable.map(\.value) == [nil, "", "off", "Title"])
    }

    @Test func theScreenFitsTheWindow() {
        let body = (1...10).map { "line \($0)" }
        let screen = Screen.compose(header: ["head"], body: body, footer: ["foot"], columns: 6, rows: 6)
        let lines = screen.dropFirst("\u{1B}[H\u{1B}[2J".count).components(separatedBy: "\r\n")
        #expect(lines.count == 6)
        #expect(lines.first == "head")
        #expect(lines.last == "foot")
        #expect(lines[1] == "line 1")
        #expect(lines[4].hasPrefix("… 7 m"))
        #expect(lines.allSatisfy { $0.count <= 6 })
    }

    @Test func scriptedKeysBrowseScenariosFramesAndTapTheFocusedButton() async throws {
        let scenarios = WorkbenchCatalog.catalog.all
        let start = try #require(scenarios.firstIndex { $0.id == "PingView/error" })
        var screens: [String] = []
        var keys: [Key] = [
            .enter, .down, .up, .right, .left, .character("j"), .space, .character("x"), .character("q"),
        ]
        var browser = InteractivePreview(
            scenarios: scenarios, start: start, frame: 0, format: .ascii, width: 60, size: { (60, 40) },
            write: { screens.append($0) }, readKey: { keys.isEmpty ? nil : keys.removeFirst() })

        func latest() -> String { screens.last ?? "" }
        await browser.run()
        #expect(keys.isEmpty)
        #expect(browser.scenarioIndex == start)
        let shown = screens.joined(separator: "\n=====\n")
        #expect(shown.contains("PingView/error  frame 0/1 (first)"))
        #expect(shown.contains("enter: tap \"Retry\""))
        #expect(shown.contains("PingView/error  frame 1/1 after tap \"Retry\""))
        #expect(shown.contains("did: tap \"Retry\""))
        #expect(shown.contains(scenarios[start + 1].id))
        #expect(shown.contains("echoes from 127.0.0.1"))
        #expect(latest().contains("keys: ←/→ (h/l) scenario"), "an unknown key shows the keys")
    }

    @Test func enterActivatesAnyFocusedControlAndAnEarlierFrameForks() async {
        let scenarios = [Scenario("counter") { Counter() }]
        var screens: [String] = []
        var keys: [Key] = [
            .enter, .enter, .up, .enter, .character("\t"), .character("\t"), .enter, .character("q"),
        ]
        var browser = InteractivePreview(
            scenarios: scenarios, start: 0, frame: 0, format: .ascii, width: 30, size: { (100, 30) },
            write: { screens.append($0) }, readKey: { keys.isEmpty ? nil : keys.removeFirst() })
        await browser.run()
        #expect(keys.isEmpty)
        let shown = screens.joined(separator: "\n=====\n")
        #expect(shown.contains("enter: tap \"Add\" (1/4, tab: next)"))
        #expect(shown.contains("frame 1/1 after tap \"Add\""))
        #expect(shown.contains("count 2"))
        #expect(shown.contains("frame 2/2 after tap \"Add\""))
        #expect(!shown.contains("frame 3/3 after tap"), "tapping on frame 1 replaces the frames after it")
        #expect(shown.contains("enter: toggle \"Loud\" (3/4, tab: next)"))
        let last = screens.last ?? ""
        #expect(last.contains("frame 3/3 after turn \"Loud\" on"))
        #expect(last.contains("COUNT 2"))
        #expect(last.contains("did: turn \"Loud\" on"))
        #expect(browser.frameIndex == 3)
    }

    @Test func shiftTabWrapsTheFocusBackwardAndTheFocusedPickerMovesOn() async {
        var screens: [String] = []
        var keys: [Key] = [.unknown([0x1B, 0x5B, 0x5A]), .space]
        var browser = InteractivePreview(
            scenarios: [Scenario("counter") { Counter() }], start: 0, frame: 0, format: .ascii, width: 30,
            size: { (100, 30) }, write: { screens.append($0) }, readKey: { keys.isEmpty ? nil : keys.removeFirst() })
        await browser.run()
        #expect(browser.focusIndex == 3)
        #expect(screens.last?.contains("Sort: [Author v]") == true)
        #expect(screens.last?.contains("after pick \"Author\" in \"Sort\"") == true)
    }

    @Test func aFocusedTextFieldTakesTypingAndEnterSetsIt() async {
        var screens: [String] = []
        let typed: [Key] = "hi".map { .character($0) } + [.character("\u{7F}"), .space, .character("é")]
        var keys: [Key] = [.character("\t"), .enter] + typed + [.enter, .character("q")]
        var browser = InteractivePreview(
            scenarios: [Scenario("counter") { Counter() }], start: 0, frame: 0, format: .ascii, width: 30,
            size: { (100, 30) }, write: { screens.append($0) }, readKey: { keys.isEmpty ? nil : keys.removeFirst() })
        await browser.run()
        #expect(keys.isEmpty, "q after the edit quits: editing is over")
        let shown = screens.joined(separator: "\n=====\n")
        #expect(shown.contains("enter: edit \"Note\" (2/4, tab: next)"))
        #expect(shown.contains("editing \"Note\": h é▏\r\nenter apply · esc cancel"))
        let last = screens.last ?? ""
        #expect(last.contains("frame 1/1 after set \"Note\" to \"h é\""))
        #expect(last.contains("Note: [h é"))
        #expect(browser.editing == nil)
    }

    @Test func aSecureFieldIsEditedUnseenAndLongTextShowsItsEnd() async {
        struct Login: View {
            @State var password = "secret"
            @State var name = ""
            var body: some View {
                VStack(alignment: .leading) {
                    SecureField("Password", text: $password)
                    TextField("Name", text: $name)
                }
            }
        }
        var screens: [String] = []
        let long = String(repeating: "漢", count: 30) + "end"
        var keys: [Key] = [.enter] + "pw".map { .character($0) } + [.enter, .character("\t"), .enter]
        keys += long.map { .character($0) }
        var browser = InteractivePreview(
            scenarios: [Scenario("login") { Login() }], start: 0, frame: 0, format: .ascii, width: 30,
            size: { (40, 30) }, write: { screens.append($0) }, readKey: { keys.isEmpty ? nil : keys.removeFirst() })
        await browser.run()
        let shown = screens.joined(separator: "\n=====\n")
        #expect(shown.contains("editing \"Password\": ••▏"), "the typed password shows as bullets")
        #expect(!shown.contains("secret") && !shown.contains("pw"), "neither the old nor the new password shows")
        #expect(shown.contains("did: set \"Password\" to \"••\""))
        let editLine = (screens.last ?? "").components(separatedBy: "\r\n").first { $0.hasPrefix("editing \"Name\"") }
        #expect(editLine?.hasSuffix("end▏") == true, "the end of long text stays in view: \(editLine ?? "")")
        #expect(editLine.map { TerminalWidth.of($0) <= 40 } == true)
    }

    @Test func escLeavesTheFieldAsItWasAndQIsTypedWhileEditing() async {
        var screens: [String] = []
        var keys: [Key] = [.character("\t"), .enter, .character("q"), .escape]
        var browser = InteractivePreview(
            scenarios: [Scenario("counter") { Counter() }], start: 0, frame: 0, format: .ascii, width: 30,
            size: { (100, 30) }, write: { screens.append($0) }, readKey: { keys.isEmpty ? nil : keys.removeFirst() })
        await browser.run()
        let shown = screens.joined(separator: "\n=====\n")
        #expect(shown.contains("editing \"Note\": q▏"), "q is text while editing, not quit")
        #expect(screens.last?.contains("editing cancelled") == true)
        #expect(screens.last?.contains("frame 0/0 (first)") == true, "no frame was added")
        #expect(browser.frameIndex == 0)
    }

    @Test func aTapThatDoesNotSettleLeavesNoHalfDoneStateForTheNextAction() async throws {
        let scenario = Scenario("stuck", settleTimeout: .milliseconds(200)) { Stuck() }
        let history = try await PreviewHistory.load(scenario)
        let controls = history.frames[0].controls
        await #expect(throws: ScenarioError.self) { _ = try await history.activate(controls[0], onFrame: 0) }
        #expect(history.frames.count == 1)
        let next = try await history.activate(controls[1], onFrame: 0)
        let shown = history.frames[next].render(.ascii(width: 30))
        #expect(shown.contains("count 1"))
        #expect(!shown.contains("slow work started"), "the failed tap's state must not leak into the next frame")
        history.suspend()
    }

    @Test func tMovesASnapshotClockAndIsRefusedOnARealOne() async {
        let scenarios = [
            Scenario("slow", steps: [.advanceClock(by: .seconds(1))]) { SlowLoad() },
            Scenario("plain") { Text("plain") },
        ]
        var screens: [String] = []
        var keys: [Key] = [.down, .character("t"), .character("t"), .right, .character("t"), .character("r")]
        var browser = InteractivePreview(
            scenarios: scenarios, start: 0, frame: 0, format: .ascii, width: 40, size: { (100, 20) },
            write: { screens.append($0) }, readKey: { keys.isEmpty ? nil : keys.removeFirst() })
        await browser.run()
        let shown = screens.joined(separator: "\n=====\n")
        #expect(shown.contains("snapshot clock: a step of this scenario advances time"))
        #expect(shown.contains("t +1s"))
        #expect(shown.contains("frame 2/2 after advance the clock by 1.0 seconds"))
        #expect(shown.contains("waited 2 s"))
        #expect(shown.contains("frame 3/3 after advance the clock by 1.0 seconds"))
        #expect(shown.contains("done after 3 s"))
        #expect(shown.contains("this scenario runs in real time: its clock moves by itself"))
        #expect(screens.last?.contains("reloaded") == true)
        #expect(browser.scenarioIndex == 1)
    }

    @Test func leftFromTheFirstScenarioWrapsToTheLast() async {
        let scenarios = WorkbenchCatalog.catalog.all
        var keys: [Key] = [.left]
        var browser = InteractivePreview(
            scenarios: scenarios, start: 0, frame: 0, format: .ascii, width: 40, size: { (40, 20) },
            write: { _ in }, readKey: { keys.isEmpty ? nil : keys.removeFirst() })
        await browser.run()
        #expect(browser.scenarioIndex == scenarios.count - 1)
    }
}

/// A screen with an enabled control of each kind the browser activates or edits, and a disabled one it skips.
private struct Counter: View {
    @State var count = 0
    @State var loud = false
    @State var order = "title"
    @State var note = ""
    var body: some View {
        VStack(alignment: .leading) {
            Text(loud ? "COUNT \(count)" : "count \(count)")
            Button("Add") { count += 1 }
            Button("Off") {}.disabled(true)
            TextField("Note", text: $note)
            Toggle("Loud", isOn: $loud)
            Picker("Sort", selection: $order) {
                Text("Title").tag("title")
                Text("Author").tag("author")
            }
        }
    }
}

/// Counts seconds of the scenario clock until three have passed.
private struct SlowLoad: View {
    @State var waited = 0
    var body: some View {
        Text(waited >= 3 ? "done after 3 s" : "waited \(waited) s")
            .task {
                while waited < 3 {
                    guard (try? await ScenarioClock.sleep(for: .seconds(1))) != nil else { return }
                    waited += 1
                }
            }
    }
}

/// A button whose work never settles (it waits on real time), beside one that settles at once.
private struct Stuck: View {
    @State var started = false
    @State var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text(started ? "slow work started" : "idle")
            Text("count \(count)")
            Button("Slow") {
                started = true
                try? await Task.sleep(for: .seconds(3600))
            }
            Button("Add") { count += 1 }
        }
    }
}
