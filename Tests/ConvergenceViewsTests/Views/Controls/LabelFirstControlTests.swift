import Convergence
import Testing

/// The newer initializer orders, with the label first, and `.equatable()`.
@Suite struct LabelFirstControlTests {
    struct Counter: View {
        @State private var count = 1
        @State private var edits = 0
        @State private var step = 0

        var body: some View {
            VStack(alignment: .leading) {
                Stepper {
                    Text("Count: \(count)")
                } onIncrement: {
                    count += 1
                } onDecrement: {
                    count -= 1
                }
                Stepper(value: $step, in: 0...2) {
                    Text("Step: \(step)")
                } onEditingChanged: { editing in
                    if editing { edits += 1 }
                }
                Stepper(value: $step, step: 2) { Text("Free: \(step)") }
                Text("Edits: \(edits)").equatable()
            }
        }
    }

    @Test @MainActor func labelFirstSteppersStepAndReportEditing() async throws {
        let frames = try await Scenario(
            "counter", layout: .sizeThatFits, steps: [.increment("Count: 1"), .increment("Step: 0")]
        ) { Counter() }
        .frames()
        let last = frames.last!.render(.ascii(width: 40))
        #expect(last.contains("Count: 2"), "\(last)")
        #expect(last.contains("Step: 1"), "\(last)")
        #expect(last.contains("Edits: 1"), "\(last)")
    }

    @Test @MainActor func anEquatableViewDrawsItsContent() {
        #expect(ascii(Text("Same").equatable()) == ascii(Text("Same")))
        #expect(EquatableView(content: Text("Inside")).render(.html) == Text("Inside").render(.html))
    }
}
