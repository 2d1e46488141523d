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

    @Test func theFocusedButtonIsTheFirstEnabledOne() {
        let disabled = Node.button(ButtonNode(label: .text(TextNode("Off")), isDisabled: true, action: .none))
        let enabled = Node.button(ButtonNode(label: .text(TextNode("On")), action: .none))
        let tree = Node.stack(StackNode(axis: .vertical, children: [.text(TextNode("title")), disabled, enabled]))
        #expect(FocusedButton.first(in: tree)?.title == "On")
        #expect(FocusedButton.first(in: .text(TextNode("no buttons"))) == nil)
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
        let start = try #require(scenarios.firstIndex { $0.id == "Ping/error" })
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
        #expect(shown.contains("Ping/error  frame 0/1 (first)"))
        #expect(shown.contains("enter: tap \"Retry\""))
        #expect(shown.contains("Ping/error  frame 1/1 after tap \"Retry\""))
        #expect(shown.contains("tapped \"Retry\""))
        #expect(shown.contains(scenarios[start + 1].id))
        #expect(shown.contains("echoes from 127.0.0.1"))
        #expect(latest().contains("keys: ←/→ (h/l) scenario"), "an unknown key shows the keys")
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
