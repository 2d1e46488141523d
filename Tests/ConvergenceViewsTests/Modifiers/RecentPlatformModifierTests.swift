import Convergence
import Testing

/// iOS 17–18, watchOS and tvOS names that only change pixels or input a render does not have.
@Suite struct RecentPlatformModifierTests {
    struct Panel: View {
        let decorated: Bool
        @State private var crown = 0.5

        var body: some View {
            if decorated {
                content
                    .onScrollPhaseChange { _, _ in }
                    .onScrollPhaseChange { _, new, context in _ = (new.isScrolling, context.velocity) }
                    .listSectionSpacing(.compact)
                    .listSectionSpacing(.custom(4))
                    .digitalCrownRotation($crown)
                    .digitalCrownRotation($crown, from: 0, through: 1, by: 0.1, sensitivity: .low)
                    .digitalCrownRotation(detent: $crown, from: 0, through: 1, by: 0.25, onChange: { _ in })
                    .digitalCrownAccessory(.hidden)
                    .onPlayPauseCommand {}
                    .typesettingLanguage(.init(languageCode: .english))
                    .typesettingLanguage(.explicit(.init(identifier: "de")))
            } else {
                content
            }
        }

        var content: some View {
            List {
                Section("Now") {
                    Text("Level \(Int(crown * 100))")
                    if decorated {
                        Text("Small").textScale(.secondary).typesettingLanguage(.automatic)
                    } else {
                        Text("Small")
                    }
                }
            }
        }
    }

    @Test @MainActor func theyLeaveTheRenderAsItWas() {
        #expect(ascii(Panel(decorated: true)) == ascii(Panel(decorated: false)))
        #expect(Panel(decorated: true).render(.html) == Panel(decorated: false).render(.html))
    }

    @Test @MainActor func aMeshGradientIsAStyleNamedByItsColours() {
        let mesh = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
        let view = Rectangle().fill(mesh).frame(width: 40, height: 16)
        #expect(view.render(.html).contains("mesh-gradient-red-blue-green-yellow"), "\(view.render(.html))")
        #expect(mesh.width == 2 && mesh.smoothsColors && mesh.colorSpace == .device)
        #expect(
            ascii(
                VStack {
                    Text("A")
                    mesh
                    Text("B")
                })
                == ascii(
                    VStack {
                        Text("A")
                        Text("B")
                    }))
    }

    @Test @MainActor func formStylesAndLinePatternsKeepTheLook() {
        let styled = Form {
            Text("Name").underline(pattern: .dash, color: .red)
            Text("Old").strikethrough(true, pattern: .dot, color: .blue)
        }
        .formStyle(.grouped)
        .formStyle(.columns)
        .underline(pattern: .dashDot)
        let plain = Form {
            Text("Name").underline()
            Text("Old").strikethrough(true)
        }
        #expect(ascii(styled) == ascii(plain))
        #expect(styled.render(.html) == plain.render(.html))
        let joined = Text("A ") + Text("dashed").underline(pattern: .dash) + Text(" B").strikethrough(pattern: .dot)
        #expect(joined.render(.html).contains("<u>dashed</u><s> B</s>"), "\(joined.render(.html))")
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    @Test @MainActor func anchorPreferencesReachNoReaderSoTheOverlayShowsTheDefault() {
        let view = VStack {
            Text("Tab").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            Text("Dot").transformAnchorPreference(key: BoundsKey.self, value: .center) { _, _ in }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor { Text("at \(Int(proxy[anchor].width))") } else { Text("none") }
            }
        }
        #expect(ascii(view).contains("none"), "\(ascii(view))")
        #expect(!ascii(view).contains("at "))
    }
}
