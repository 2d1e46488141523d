import Convergence
import Foundation
import Testing

private struct BillForm: View {
    @State private var amount = 0.0
    @State private var note = ""
    @State private var roundUp = false
    @State private var submitted: [Double] = []

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Amount", value: $amount, format: .currency(code: "USD"))
                .onSubmit { submitted.append(amount) }
            TextField("Note", text: $note)
            Toggle("Round up", isOn: $roundUp)
            Text("Value \(amount, format: .number)")
            Text("Submitted \(submitted.map { String($0) }.joined(separator: ","))")
        }
    }
}

private struct CountForm: View {
    @State private var count = 2.0
    let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Count", value: $count, formatter: formatter)
            Text("Count \(count, format: .number)")
        }
    }
}

@Suite struct FormattedTextFieldTests {
    @MainActor func lastFrame(_ steps: [ScenarioStep], of view: some View & Sendable) async throws -> String {
        let frames = try await Scenario("steps", steps: steps) { view }.frames()
        return ascii(frames.last!.node, width: 40)
    }

    @Test @MainActor func typedTextShowsWhileTheFieldIsEdited() async throws {
        let shown = try await lastFrame([.clear("Amount"), .type("42.5", into: "Amount")], of: BillForm())

        #expect(shown.contains("Amount: [42.5_"))
        #expect(shown.contains("Value 0"), "the value is set when editing ends, not on each key")
    }

    @Test @MainActor func submittingParsesTheTextAndShowsTheValueFormatted() async throws {
        let shown = try await lastFrame(
            [.clear("Amount"), .type("42.5", into: "Amount"), .submit("Amount")], of: BillForm())

        #expect(shown.contains("Amount: [$42.50_"))
        #expect(shown.contains("Value 42.5"))
        #expect(shown.contains("Submitted 42.5"), "onSubmit sees the committed value")
    }

    @Test @MainActor func usingAnotherControlCommitsTheTypedText() async throws {
        let shown = try await lastFrame(
            [.clear("Amount"), .type("7", into: "Amount"), .toggle("Round up")], of: BillForm())

        #expect(shown.contains("Amount: [$7.00_"))
        #expect(shown.contains("Value 7"))
        #expect(!shown.contains("Submitted 7"), "focus leaving is not a submit")
    }

    @Test @MainActor func typingIntoAnotherFieldCommitsTheFirst() async throws {
        let shown = try await lastFrame(
            [.clear("Amount"), .type("3", into: "Amount"), .type("lunch", into: "Note")], of: BillForm())

        #expect(shown.contains("Amount: [$3.00_"))
        #expect(shown.contains("Note: [lunch_"))
    }

    @Test @MainActor func typingTwiceIntoOneFieldKeepsEditingIt() async throws {
        let shown = try await lastFrame(
            [.clear("Amount"), .type("1", into: "Amount"), .type("2", into: "Amount")], of: BillForm())

        #expect(shown.contains("Amount: [12_"))
        #expect(shown.contains("Value 0"))
    }

    @Test @MainActor func textThatDoesNotParseGoesBackToTheOldValue() async throws {
        let shown = try await lastFrame(
            [.clear("Amount"), .type("lots", into: "Amount"), .submit("Amount")], of: BillForm())

        #expect(shown.contains("Amount: [$0.00_"))
        #expect(shown.contains("Value 0"))
    }

    @Test @MainActor func aFormatterFieldCommitsThroughTheFormatter() async throws {
        let typed = try await lastFrame([.clear("Count"), .type("1,234.5", into: "Count")], of: CountForm())
        let committed = try await lastFrame(
            [.clear("Count"), .type("1,234.5", into: "Count"), .submit("Count")], of: CountForm())
        let rejected = try await lastFrame(
            [.clear("Count"), .type("many", into: "Count"), .submit("Count")], of: CountForm())

        #expect(typed.contains("Count: [1,234.5_") && typed.contains("Count 2"))
        #expect(committed.contains("Count: [1,234.5_") && committed.contains("Count 1,234.5"))
        #expect(rejected.contains("Count: [2_") && rejected.contains("Count 2"))
    }
}
