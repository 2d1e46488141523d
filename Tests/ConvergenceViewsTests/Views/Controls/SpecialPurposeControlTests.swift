import Convergence
import Foundation
import Testing

/// `ProgressView(timerInterval:)`, `PasteButton`, `RenameButton` and `MultiDatePicker`, written as SwiftUI screens
/// use them.
@Suite struct SpecialPurposeControlTests {
    /// Five minutes from the scenario's start, 2026-01-01 09:00 UTC.
    static let fiveMinutes =
        ScenarioTime.defaultReferenceDate...ScenarioTime.defaultReferenceDate.addingTimeInterval(300)

    @Test @MainActor func aTimerProgressViewEmptiesAsTheScenarioClockAdvances() async throws {
        let scenario = Scenario("timer", layout: .sizeThatFits, steps: [.advanceClock(by: .seconds(120))]) {
            ProgressView(timerInterval: Self.fiveMinutes)
        }
        let frames = try await scenario.frames()

        #expect(
            ascii(frames[0].node, width: 20) == #"""
                [#############] 100%
                5:00
                """#)
        #expect(
            ascii(frames[1].node, width: 20) == #"""
                [#######......]  60%
                3:00
                """#)
    }

    @Test @MainActor func aTimerProgressViewCountingUpFillsUnderItsLabel() {
        let halfway = ScenarioTime.defaultReferenceDate.addingTimeInterval(-150)
        let view = ProgressView(timerInterval: halfway...halfway.addingTimeInterval(300), countsDown: false) {
            Text("Baking")
        }
        #expect(
            ascii(view, width: 20) == #"""
                Baking
                [######.......]  50%
                2:30
                """#)
    }

    @Test @MainActor func aTimerProgressViewShowsItsOwnCurrentValueLabelAndIgnoresStyles() {
        struct PercentStyle: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View { Text("styled") }
        }
        let view = ProgressView(timerInterval: Self.fiveMinutes) {
            Text("Parking")
        } currentValueLabel: {
            Text("Until 9:05")
        }
        .progressViewStyle(PercentStyle())
        #expect(
            ascii(view, width: 20) == #"""
                Parking
                [#############] 100%
                Until 9:05
                """#)
    }

    @Test @MainActor func aValueProgressViewHandsItsCurrentValueLabelToAStyle() {
        struct CaptionStyle: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    configuration.currentValueLabel
                }
            }
        }
        let view = ProgressView(value: 3, total: 4) {
            Text("Upload")
        } currentValueLabel: {
            Text("3 of 4")
        }
        #expect(ascii(view.progressViewStyle(CaptionStyle()), width: 20) == "Upload 3 of 4")
        #expect(ascii(view, width: 20).hasSuffix("\n3 of 4"))
    }

    #if !(canImport(Darwin) && canImport(UIKit))
        struct CodeEntry: View {
            @State private var code = "none"
            @State private var link = "none"
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Copy") { UIPasteboard.general.string = "https://example.com/x" }
                    PasteButton(payloadType: String.self) { strings in code = strings[0] }
                        .accessibilityIdentifier("code")
                    Text("Code: \(code)")
                    PasteButton(supportedContentTypes: [.png, .url]) { providers in
                        link = "\(providers.count) \(providers[0].registeredTypeIdentifiers)"
                    }
                    .accessibilityIdentifier("links")
                    Text("Link: \(link)")
                }
            }
        }

        @Test @MainActor func aPasteButtonHandsOverWhatThePasteboardHolds() async throws {
            let steps: [ScenarioStep] = [.tap("code"), .tap("Copy"), .tap("code"), .tap("links")]
            let frames = try await Scenario("paste", layout: .sizeThatFits, steps: steps) { CodeEntry() }.frames()

            #expect(ascii(frames[0].node).hasPrefix("[ Copy ]\n[ [=] Paste ]\nCode: none"))
            // An empty pasteboard: nothing happens.
            #expect(ascii(frames[1].node) == ascii(frames[0].node))
            #expect(ascii(frames[3].node).contains("Code: https://example.com/x"))
            #expect(ascii(frames[4].node).contains("Link: 1 [\"public.url\"]"))
        }
    #endif

    struct FileRow: View {
        @State private var renames = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Renamed \(renames) times")
                RenameButton()
            }
            .renameAction { renames += 1 }
        }
    }

    @Test @MainActor func aRenameButtonRunsTheNearestRenameAction() async throws {
        let frames = try await Scenario("rename", layout: .sizeThatFits, steps: [.tap("Rename")]) { FileRow() }
            .frames()

        #expect(
            ascii(frames[1].node) == #"""
                Renamed 1 times
                [ / Rename ]
                """#)
    }

    @Test @MainActor func aRenameButtonWithoutARenameActionIsDisabled() {
        #expect(ascii(RenameButton()) == "{ / Rename }")
    }

    @Test @MainActor func aRenameActionCanFocusAField() async throws {
        struct Editor: View {
            @FocusState private var isEditing: Bool
            var body: some View {
                VStack {
                    Text(isEditing ? "editing" : "idle")
                    RenameButton()
                }
                .renameAction($isEditing)
            }
        }
        let frames = try await Scenario("focus", layout: .sizeThatFits, steps: [.tap("Rename")]) { Editor() }.frames()
        #expect(ascii(frames[0].node).contains("idle"))
        #expect(ascii(frames[1].node).contains("editing"))
    }

    @Test @MainActor func aMultiDatePickerListsTheChosenDaysInOrder() {
        let days: Set<DateComponents> = [
            DateComponents(year: 2026, month: 1, day: 6), DateComponents(year: 2025, month: 12, day: 31),
            DateComponents(year: 2026, month: 1, day: 4),
        ]
        let picker = MultiDatePicker("Dates Available", selection: .constant(days), in: Date.distantPast...)
        #expect(
            ascii(picker) == #"""
                Dates Available
                [Dec 31, 2025]
                [Jan 4, 2026]
                [Jan 6, 2026]
                """#)
        #expect(
            ascii(picker.environment(\.locale, Locale(identifier: "de_DE"))).hasSuffix("[4. Jan. 2026]\n[6. Jan. 2026]")
        )
    }

    @Test @MainActor func anEmptyMultiDatePickerShowsAnEmptyBoxAndCanHideItsLabel() {
        let picker = MultiDatePicker(selection: .constant([])) { Text("Holidays") }
        #expect(ascii(picker) == "Holidays\n[ ]")
        #expect(ascii(picker.labelsHidden()) == "[ ]")
    }
}
