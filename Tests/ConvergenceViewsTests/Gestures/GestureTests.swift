import Convergence
import Foundation
import Testing

@Suite struct GestureTests {
    @Test @MainActor func tapStepReachesATapGestureByAnyTextInside() async throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                HStack {
                    Text("Likes")
                    Text("\(count)")
                }
                .onTapGesture { count += 1 }
            }
        }
        let frames = try await Scenario("tap", steps: [.tap("Likes"), .tap("Likes 1")]) { Counter() }.frames()
        #expect(frames.map { $0.render(.ascii(width: 20)) } == ["Likes 0\n", "Likes 1\n", "Likes 2\n"])
    }

    @Test @MainActor func tapStepReachesAGestureByTheIdentifierOnItsContent() async throws {
        struct Card: View {
            @State var isFlipped = false
            var body: some View {
                Text(isFlipped ? "Back" : "Front")
                    .accessibilityIdentifier("card")
                    .gesture(TapGesture().onEnded { isFlipped.toggle() })
            }
        }
        let frames = try await Scenario("flip", steps: [.tap("card")]) { Card() }.frames()
        #expect(frames[1].render(.ascii(width: 20)) == "Back\n")
    }

    @Test @MainActor func tapStepPrefersTheSingleTapOverADoubleTapOnTheSameView() async throws {
        struct Photo: View {
            @State var log = "none"
            var body: some View {
                VStack {
                    Text("Photo")
                        .onTapGesture(count: 2) { log = "double" }
                        .onTapGesture { log = "single" }
                    Text(log)
                }
            }
        }
        let frames = try await Scenario("tap", steps: [.tap("Photo")]) { Photo() }.frames()
        #expect(frames[1].render(.ascii(width: 20)) == "Photo\nsingle\n")
    }

    @Test @MainActor func longPressStepRunsTheActionAndPressingCallbacks() async throws {
        struct Reveal: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Text("Hold me")
                        .onLongPressGesture {
                            log.append("action")
                        } onPressingChanged: { pressing in
                            log.append(pressing ? "down" : "up")
                        }
                    Text(log.joined(separator: ","))
                }
            }
        }
        let frames = try await Scenario("hold", steps: [.longPress("Hold me")]) { Reveal() }.frames()
        #expect(frames[1].render(.ascii(width: 20)) == "   Hold me\ndown,action,up\n")
    }

    @Test @MainActor func dragStepRunsOnChangedThenOnEndedWithTheTranslation() async throws {
        struct Slider: View {
            @State var events: [String] = []
            @GestureState var isDragging = false
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Handle")
                        .gesture(
                            DragGesture()
                                .updating($isDragging) { _, state, _ in state = true }
                                .onChanged { events.append("changed \(Int($0.translation.width))") }
                                .onEnded { events.append("ended \(Int($0.location.x)),\(Int($0.location.y))") }
                        )
                    Text(isDragging ? "dragging" : "idle")
                    ForEach(events, id: \.self) { Text($0) }
                }
            }
        }
        let scenario = Scenario("drag", steps: [.drag("Handle", by: CGSize(width: 40, height: -8))]) { Slider() }
        let frames = try await scenario.frames()
        #expect(frames[1].render(.ascii(width: 20)) == "Handle\nidle\nchanged 40\nended 40,-8\n")
        #expect(
            ScenarioStep.drag("Handle", by: CGSize(width: 40, height: -8)).description == #"drag "Handle" by (40, -8)"#)
    }

    @Test @MainActor func anOptionalGestureIsPerformedWhenPresent() async throws {
        struct Toggleable: View {
            @State var moved = 0
            var body: some View {
                VStack {
                    Text("On").gesture(true ? DragGesture().onEnded { _ in moved += 1 } : nil)
                    Text("Off").gesture(false ? DragGesture().onEnded { _ in moved += 10 } : nil)
                    Text("Moved \(moved)")
                }
            }
        }
        let drag = CGSize(width: 8, height: 0)
        let frames = try await Scenario("drag", steps: [.drag("On", by: drag)]) { Toggleable() }.frames()
        #expect(frames[1].render(.ascii(width: 20)).hasSuffix("Moved 1\n"))
        let absent = Scenario("absent", steps: [.drag("Off", by: drag)]) { Toggleable() }
        await #expect {
            try await absent.frames()
        } throws: { error in
            "\(error)".contains(#"button "Off" has no drag gesture"#)
        }
    }

    @Test @MainActor func longPressOnAViewWithoutOneListsTheControls() async throws {
        let scenario = Scenario("none", steps: [.longPress("Save")]) { Button("Save") {} }
        await #expect(throws: ScenarioError.self) { try await scenario.frames() }
    }

    @Test @MainActor func onDisappearRunsInTheStepThatRemovedTheView() async throws {
        struct Editor: View {
            @State var isOpen = true
            @State var saved = 0
            var body: some View {
                VStack {
                    if isOpen {
                        Text("Editing").onDisappear { saved += 1 }
                    }
                    Button(isOpen ? "Close" : "Open") { isOpen.toggle() }
                    Text("Saved \(saved)")
                }
            }
        }
        let scenario = Scenario("close", steps: [.tap("Close"), .tap("Open"), .tap("Close")]) { Editor() }
        let texts = try await scenario.frames().map { $0.render(.ascii(width: 20)) }
        #expect(texts[1] == "[ Open ]\nSaved 1\n")
        #expect(texts[2] == " Editing\n[ Close ]\n Saved 1\n")
        #expect(texts[3] == "[ Open ]\nSaved 2\n")
    }

    @Test @MainActor func timelineViewShowsTheScenarioClock() async throws {
        struct Clock: View {
            var body: some View {
                TimelineView(.periodic(from: .now, by: 10)) { context in
                    Text("\(Int(context.date.timeIntervalSinceReferenceDate))s")
                }
            }
        }
        let scenario = Scenario(
            "tick",
            steps: [.advanceClock(by: .seconds(9)), .advanceClock(by: .seconds(1)), .advanceClock(by: .seconds(25))]
        ) { Clock() }
        let texts = try await scenario.frames().map { $0.render(.ascii(width: 20)) }
        #expect(texts == ["0s\n", "0s\n", "10s\n", "30s\n"])
    }

    @Test @MainActor func combinedGesturesRunBothPartsFirstThenSecond() async throws {
        struct Pad: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Text("Both")
                        .gesture(
                            TapGesture().onEnded { log.append("tap") }
                                .simultaneously(with: LongPressGesture().onEnded { _ in log.append("hold") }))
                    Text("Then")
                        .gesture(
                            LongPressGesture().onEnded { _ in log.append("press") }
                                .sequenced(before: DragGesture().onEnded { _ in log.append("drag") }))
                    Text("Either")
                        .gesture(
                            TapGesture().onEnded { log.append("first") }
                                .exclusively(before: TapGesture().onEnded { log.append("second") }))
                    Text(log.joined(separator: ","))
                }
            }
        }
        let steps: [ScenarioStep] = [
            .tap("Both"), .longPress("Both"), .longPress("Then"), .drag("Then", by: CGSize(width: 4, height: 0)),
            .tap("Either"),
        ]
        let frames = try await Scenario("combined", steps: steps) { Pad() }.frames()
        #expect(frames.last?.tree.texts.last == "tap,hold,press,drag,first,second")
    }
}
