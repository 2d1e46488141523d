import Convergence
import Foundation
import Testing

/// Right to left: `\.layoutDirection == .rightToLeft` mirrors what a device mirrors — sides, row order, chevrons and
/// the back control — and keeps every text's letters as they are.
@MainActor
@Suite struct RightToLeftTests {
    private struct Settings: View {
        @State private var wifi = true

        var body: some View {
            NavigationStack {
                List {
                    Section("Network") {
                        Toggle("Wi-Fi", isOn: $wifi)
                        NavigationLink("Bluetooth") { Text("No devices").navigationTitle("Bluetooth") }
                        Label("Airplane", systemImage: "airplane")
                        HStack {
                            Text("Name")
                            Spacer()
                            Text("Phone")
                        }
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    @Test func aScreenMirrorsRowsChevronsAndSidesButNotItsWords() async throws {
        let left = try await Scenario("settings") { Settings() }.render(.ascii(width: 40))
        let right = try await Scenario("settings") { Settings() }.variant(.rightToLeft).render(.ascii(width: 40))

        #expect(
            left == """
                Settings
                ========================================
                Network
                ========================================
                [x] Wi-Fi
                ----------------------------------------
                Bluetooth                              >
                ----------------------------------------
                <airplane> Airplane
                ----------------------------------------
                Name                               Phone

                """)
        #expect(
            right == """
                                                Settings
                ========================================
                                                 Network
                ========================================
                                               Wi-Fi [x]
                ----------------------------------------
                <                              Bluetooth
                ----------------------------------------
                                     Airplane <airplane>
                ----------------------------------------
                Phone                               Name

                """)
    }

    @Test func aLeadingAlignedLabelSitsOnTheRight() async throws {
        let view = VStack(alignment: .leading) {
            Text("Total")
            Text("Pay 12 items now")
        }
        let left = try await Scenario("pay") { view }.render(.ascii(width: 20))
        let right = try await Scenario("pay") { view.environment(\.layoutDirection, .rightToLeft) }
            .render(.ascii(width: 20))

        #expect(left == "Total\nPay 12 items now\n")
        #expect(right == "           Total\nPay 12 items now\n")
    }

    @Test func paddingAndAlignmentSwapSidesAndANestedLeftToRightStaysAsItIs() async throws {
        let text = try await Scenario("padding") {
            VStack(alignment: .leading, spacing: 0) {
                // 8 points a column: 24 points are 3 columns, 48 points 6.
                Text("A").padding(.leading, 24).border(.gray)
                Text("B").frame(width: 48, alignment: .leading).border(.gray)
                Text("C").frame(width: 48, alignment: .leading).border(.gray)
                    .environment(\.layoutDirection, .leftToRight)
            }
            .environment(\.layoutDirection, .rightToLeft)
        }.render(.ascii(width: 20))

        #expect(
            text == """
                  +----+
                  |A   |
                  +----+
                +------+
                |     B|
                +------+
                +------+
                |C     |
                +------+

                """)
    }

    @Test func thePushedScreensBackControlSitsOnTheRightAndPointsRight() async throws {
        let frames = try await Scenario("push", steps: [.tap("Bluetooth")]) { Settings() }
            .variant(.rightToLeft).frames()

        #expect(
            frames[1].render(.ascii(width: 30)) == """
                                [ Settings > ]
                                     Bluetooth
                ==============================
                                    No devices

                """)
    }

    @Test func imagesTurnWhenTheyPointTheWayTextFlowsOrAreAskedTo() async throws {
        let row = HStack {
            Image(systemName: "arrow.right")
            Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
            Image(systemName: "chevron.forward")
            Image(systemName: "chevron.backward")
        }
        let left = try await Scenario("arrows") { row }.render(.ascii(width: 20))
        let right = try await Scenario("arrows") { row.environment(\.layoutDirection, .rightToLeft) }
            .render(.ascii(width: 20))

        #expect(left == "-> -> > <\n")
        #expect(right == "> < <- ->\n")
    }

    @Test func htmlMarksTheDirectionAndLeavesTheMirroringToTheBrowser() async throws {
        let html = try await Scenario("hi") {
            HStack {
                Text("A")
                Text("B")
            }
        }.variant(.rightToLeft).render(.html)
        let plain = try await Scenario("hi") {
            HStack {
                Text("A")
                Text("B")
            }
        }.render(.html)

        #expect(html.hasPrefix(#"<div class="environment" dir="rtl">"#))
        #expect(html.contains(plain.trimmingCharacters(in: .newlines).components(separatedBy: "\n")[0]))
        #expect(!plain.contains("dir="))
        #expect(html.range(of: "A")!.lowerBound < html.range(of: "B")!.lowerBound, "source order stays")
    }

    @Test func rightToLeftLanguagesAndTheirPseudoLocaleMirrorOthersDoNot() async throws {
        struct Direction: View {
            @Environment(\.layoutDirection) private var direction
            @Environment(\.locale) private var locale
            var body: some View { Text("\(locale.identifier) \(direction == .rightToLeft ? "rtl" : "ltr")") }
        }
        #expect(ScenarioVariant("rtl") == .rightToLeft)
        #expect(ScenarioVariant("ar-XB") == .rightToLeft)
        #expect(ScenarioVariant.rightToLeft.suffix == "rtl")
        let scenario = Scenario("direction") { Direction() }
        var rendered: [String] = []
        for variant in [ScenarioVariant.rightToLeft, .locale("ar"), .locale("he-IL"), .locale("de")] {
            let text = try await scenario.variant(variant).render(.ascii(width: 20))
            rendered.append(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        #expect(rendered == ["ar-XB rtl", "ar rtl", "he-IL rtl", "de ltr"])
        #expect(scenario.variant(.rightToLeft).name == "direction.rtl")
    }
}
