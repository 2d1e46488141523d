import Convergence
import Testing

private struct OrderRow: View {
    @State private var guests = 2
    @State private var volume = 0.4
    @State private var day = Date(timeIntervalSince1970: 1_767_225_600)
    @State private var amount = 12.5
    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Guests: \(guests)", value: $guests, in: 1...3)
            Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
            DatePicker("Day", selection: $day, displayedComponents: .date)
            TextField("Amount", value: $amount, format: .number)
        }
    }
}

@Suite struct ValueControlTests {
    @Test @MainActor func controlsDrawTheirValues() {
        #expect(
            ascii(OrderRow(), width: 30) == #"""
                Guests: 2          [ - ] [ + ]
                [====o------]
                Day [Jan 1, 2026]
                Amount: [12.5________________]
                """#)
    }

    @Test @MainActor func stepsIncrementSlideAndPickADate() async throws {
        let steps: [ScenarioStep] = [
            .increment("Guests"), .slide("Volume", to: 0.73),
            .pickDate(Date(timeIntervalSince1970: 1_767_398_400), in: "Day"), .type("5", into: "Amount"),
        ]
        let frames = try await Scenario("steps", steps: steps) { OrderRow() }.frames()
        let last = ascii(frames.last!.node, width: 40)

        #expect(ascii(frames[1].node, width: 40).contains("Guests: 3"))
        #expect(last.contains("{ + }"))  // at the upper bound
        #expect(last.contains("\n[=======o---]\n"))
        #expect(last.contains("Day [Jan 3, 2026]"))
        #expect(last.contains("[12.55"))
    }

    @Test @MainActor func aSliderShowsItsTrackWithoutItsLabel() {
        let slider = Slider(value: .constant(0.5)) { Text("Volume") }
        let labeled = LabeledContent("Volume") { Slider(value: .constant(0.5)) { Text("Volume") } }

        // A device draws only the track; the label names the slider for VoiceOver and for steps.
        #expect(ascii(slider) == "[=====o-----]")
        #expect(slider.render(.accessibilityOutline) == "slider \"Volume\" value=\"0.5\"\n")
        #expect(ascii(labeled, width: 30) == "Volume           [=====o-----]")
    }

    @Test @MainActor func aStepperAtItsBoundRefusesWithTheReason() async throws {
        let scenario = Scenario("bound", steps: [.decrement("Guests"), .decrement("Guests")]) { OrderRow() }

        let error = await #expect(throws: ScenarioError.self) { try await scenario.frames() }
        #expect(String(describing: error).contains("stepper \"Guests: 1\" is at its lower bound"))
    }

    @Test @MainActor func anUnknownSliderListsTheSlidersThereAre() async throws {
        let scenario = Scenario("unknown", steps: [.slide("Brightness", to: 1)]) { OrderRow() }

        let error = await #expect(throws: ScenarioError.self) { try await scenario.frames() }
        #expect(String(describing: error).contains(#"the screen's sliders are: slider "Volume""#))
    }

    @Test @MainActor func htmlUsesARangeInputAndAnOutputForTheDate() {
        let html = OrderRow().render(.html)

        #expect(html.contains(#"<input type="range" min="0" max="1" step="0.1" value="0.4">"#))
        #expect(html.contains("<output>Jan 1, 2026</output>"))
    }

    @Test @MainActor func stepperActionsFormRunTheirClosures() async throws {
        let log = Recorder<[String]>([])
        let node = Stepper("Level", onIncrement: { log.value.append("up") }, onDecrement: nil).resolvedNode().node

        await perform(try #require(node.button("+")).action)
        #expect(log.value == ["up"])
        #expect(node.button("-")?.isDisabled == true)
    }
}
