import Convergence
import Foundation
import Testing

@Suite struct TextAndGestureExtrasTests {
    static let long = "one two three four five six seven eight nine ten eleven twelve"

    @Test @MainActor func lineLimitRangesCutAtTheirUpperBound() {
        let closed = Text(Self.long).lineLimit(1...2)
        let through = Text(Self.long).lineLimit(...1)
        let from = Text(Self.long).lineLimit(2...)
        let reserving = Text(Self.long).lineLimit(2, reservesSpace: true)

        #expect(ascii(closed, width: 14) == ascii(Text(Self.long).lineLimit(2), width: 14))
        #expect(ascii(closed, width: 14).split(separator: "\n").count == 2)
        #expect(ascii(through, width: 14).split(separator: "\n").count == 1)
        #expect(ascii(from, width: 14) == ascii(Text(Self.long), width: 14))
        #expect(ascii(reserving, width: 14) == ascii(Text(Self.long).lineLimit(2), width: 14))
    }

    @Test @MainActor func aSpatialTapRunsAtTheViewsOrigin() async throws {
        struct Map: View {
            @State private var pin = "no pin"
            var body: some View {
                Text(pin)
                    .gesture(SpatialTapGesture().onEnded { value in pin = "pin at \(Int(value.location.x))" })
            }
        }
        let frames = try await Scenario("pin", steps: [.tap("no pin")]) { Map() }.frames()

        #expect(frames[1].render(.ascii(width: 20)) == "pin at 0\n")
    }

    @Test @MainActor func searchWithTokensDrawsTheSearchField() {
        struct Token: Identifiable {
            let id: String
        }
        struct Screen: View {
            var tokens: Bool
            @State private var query = ""
            @State private var chosen = [Token(id: "swift")]
            var body: some View {
                NavigationStack {
                    if tokens {
                        List { Text("Result") }
                            .searchable(text: $query, tokens: $chosen, prompt: "Find") { Text($0.id) }
                            .navigationTitle("Search")
                    } else {
                        List { Text("Result") }
                            .searchable(text: $query, prompt: "Find")
                            .navigationTitle("Search")
                    }
                }
            }
        }

        #expect(ascii(Screen(tokens: true)) == ascii(Screen(tokens: false)))
        #expect(ascii(Screen(tokens: true)).contains("Search: ["))
    }

    @Test @MainActor func macCommandsHoverAndFindLeaveTheRenderAsItWas() {
        struct Editor: View {
            var decorated: Bool
            @State private var text = "Draft"
            @State private var finding = false
            @Environment(\.controlActiveState) private var activeState

            var body: some View {
                let editor = VStack {
                    TextEditor(text: $text)
                    Text(activeState == .key ? "key window" : "background")
                    Button("Step") {}
                }
                if decorated {
                    editor
                        .onExitCommand { text = "" }
                        .onMoveCommand { _ in }
                        .onDeleteCommand {}
                        .onCopyCommand { [NSItemProvider()] }
                        .copyable([text])
                        .pasteDestination(for: String.self) { text += $0.joined() }
                        .findNavigator(isPresented: $finding)
                        .findDisabled()
                        .replaceDisabled()
                        .writingToolsBehavior(.limited)
                        .buttonRepeatBehavior(.enabled)
                        .hoverEffect(.lift)
                        .defaultHoverEffect(.highlight)
                        .hoverEffectDisabled(false)
                        .containerShape(RoundedRectangle(cornerRadius: 8))
                } else {
                    editor
                }
            }
        }

        #expect(ascii(Editor(decorated: true)) == ascii(Editor(decorated: false)))
        #expect(ascii(Editor(decorated: true)).contains("key window"))
    }
}
