import Convergence
import Testing

@testable import ConvergenceViews

/// A code field that pads its stored value in its initializer, then indexes it in its body, as a device allows.
private struct PaddedCode: View {
    @AppStorage("code") private var code = ""
    @SceneStorage("tab") private var tab = ""

    init() {
        if code.count < 4 { code = code.padding(toLength: 4, withPad: "·", startingAt: 0) }
        if tab.isEmpty { tab = "home" }
    }

    var body: some View {
        let characters = Array(code)
        Text("\(String(characters[3])) \(code) \(tab)")
    }
}

private struct CodeScreen: View {
    var body: some View { PaddedCode() }
}

@Suite struct AppStorageTests {
    @Test @MainActor func aWriteInTheInitializerOfAScenarioRootIsReadByItsBody() async throws {
        let text = try await Scenario("root") { PaddedCode() }.render(.ascii(width: 30))

        #expect(text == "· ···· home\n")
    }

    @Test @MainActor func aWriteInTheInitializerOfAViewMadeInABodyIsReadByItsBody() async throws {
        let text = try await Scenario("child") { CodeScreen() }.render(.ascii(width: 30))

        #expect(text == "· ···· home\n")
    }

    @Test @MainActor func aPresetAboveTheScreenIsWhatTheInitializerReads() async throws {
        let text = try await Scenario("preset") {
            CodeScreen().storagePreset(["code": "12", "tab": "inbox"])
        }.render(.ascii(width: 30))

        #expect(text == "· 12·· inbox\n")
    }

    @Test @MainActor func aViewMadeOutsideAnyRenderHandsItsWriteToTheFirstRender() {
        let view = PaddedCode()

        #expect(ViewResolver.resolve(view).texts.first?.content == "· ···· home")
    }

    @Test @MainActor func rendersKeepTheirOwnStores() async throws {
        let scenario = Scenario("twice", steps: [.tap("Clear")]) { ClearableCode() }
        let first = try await scenario.frames()
        let second = try await scenario.frames()

        #expect(first.map { $0.node.texts.first?.content } == ["····", "0000"])
        #expect(second.map { $0.node.texts.first?.content } == ["····", "0000"])
    }
}

private struct ClearableCode: View {
    @AppStorage("code") private var code = ""

    init() {
        if code.isEmpty { code = "····" }
    }

    var body: some View {
        VStack {
            Text(code)
            Button("Clear") { code = "0000" }
        }
    }
}
