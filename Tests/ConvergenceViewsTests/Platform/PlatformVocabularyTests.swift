import Convergence
import Foundation
import Testing

@Suite struct PlatformVocabularyTests {
    struct SelectedNoteKey: FocusedValueKey {
        typealias Value = Binding<String>
    }

    @Test @MainActor func focusedValuesStoreByKeyAndReadersSeeNothingFocused() {
        var values = FocusedValues()
        #expect(values[SelectedNoteKey.self] == nil)
        values[SelectedNoteKey.self] = .constant("Groceries")
        #expect(values[SelectedNoteKey.self]?.wrappedValue == "Groceries")

        struct Reader: View {
            @FocusedValue(\.selectedNote) var note
            @FocusedBinding(\.selectedNote) var noteText
            var body: some View { Text(note == nil && noteText == nil ? "nothing focused" : "focused") }
        }
        let screen = Reader().focusedSceneValue(\.selectedNote, .constant("Groceries"))
        #expect(ascii(screen) == "nothing focused")
    }

    @Test @MainActor func accessibilityFocusStateKeepsWhatCodeSets() async throws {
        struct Form: View {
            @AccessibilityFocusState private var isErrorFocused: Bool
            var body: some View {
                VStack {
                    Text(isErrorFocused ? "error focused" : "idle")
                        .accessibilityFocused($isErrorFocused)
                        .accessibilityHeading(.h2)
                    Button("Submit") { isErrorFocused = true }
                }
            }
        }
        let frames = try await Scenario("focus", steps: [.tap("Submit")]) { Form() }.frames()
        #expect(frames[0].render(.ascii(width: 20)).hasPrefix("   idle"))
        #expect(frames[1].render(.ascii(width: 20)).hasPrefix("error focused"))
    }

    @Test @MainActor func displayAndAccessibilityEnvironmentDefaultsAndOverrides() {
        struct Probe: View {
            @Environment(\.displayScale) var scale
            @Environment(\.pixelLength) var pixel
            @Environment(\.accessibilityReduceMotion) var reduceMotion
            @Environment(\.layoutDirection) var direction
            @Environment(\.sizeCategory) var category
            var body: some View {
                Text("\(Int(scale)) \(pixel) \(reduceMotion) \(direction == .leftToRight ? "ltr" : "rtl") \(category)")
            }
        }
        #expect(ascii(Probe(), width: 60) == "2 0.5 false ltr large")
        let changed = Probe()
            .environment(\.accessibilityReduceMotion, true)
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.dynamicTypeSize, .accessibility1)
        // Right to left, the line sits at the leading edge, which is the right: 56 columns at this size, 34 drawn.
        #expect(ascii(changed, width: 60) == String(repeating: " ", count: 22) + "2 0.5 true rtl accessibilityMedium")
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test @MainActor func helpBecomesTheAccessibilityHintInHTML() {
        let button = Button("Reload") {}.help("Fetches the latest articles")

        #expect(ascii(button) == "[ Reload ]")
        #expect(button.render(.html).contains(#"data-accessibility-hint="Fetches the latest articles""#))
    }

    #if !(canImport(Darwin) && canImport(UniformTypeIdentifiers))
        @Test func contentTypesKnowTheirIdentifiersAndExtensions() {
            #expect(UTType.plainText.identifier == "public.plain-text")
            #expect(UTType(filenameExtension: "JSON") == .json)
            #expect(UTType(filenameExtension: "sketch")?.identifier == "dyn.convergence.sketch")
            #expect(UTType(filenameExtension: "") == nil)
            #expect(UTType("") == nil)
            #expect(UTType(exportedAs: "com.example.plant").identifier == "com.example.plant")
        }
    #endif

    #if !canImport(Darwin)
        @Test func itemProvidersKeepWhatTheyWereMadeWith() {
            let file = NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/plant.png"))
            #expect(file?.suggestedName == "plant.png")
            #expect(file?.hasItemConformingToTypeIdentifier("public.file-url") == true)
            #expect(NSItemProvider(contentsOf: nil) == nil)
            #expect(
                NSItemProvider(item: nil, typeIdentifier: "public.text").registeredTypeIdentifiers == ["public.text"])
        }
    #endif
}

extension FocusedValues {
    var selectedNote: Binding<String>? {
        get { self[PlatformVocabularyTests.SelectedNoteKey.self] }
        set { self[PlatformVocabularyTests.SelectedNoteKey.self] = newValue }
    }
}
