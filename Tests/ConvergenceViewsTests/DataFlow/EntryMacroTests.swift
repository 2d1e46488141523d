import Convergence
import Testing

// Values declared as in a SwiftUI file, with `@Entry` and nothing else.

struct EntryTheme: Equatable {
    var name: String
}

struct EntryNote: Equatable {
    var title: String
}

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    @Entry var entryCounter = 3
    @Entry var entryRatio = 0.5
    @Entry var entryTheme: EntryTheme?
    @Entry var entryPalette = EntryTheme(name: "dusk")
    @Entry public var entryLabel = "tag"
}

extension FocusedValues {
    @Entry var selectedEntryNote: EntryNote?
}

extension Transaction {
    @Entry var isQuick = false
}

private struct AccentView: View {
    @Environment(\.accentName) private var accentName
    @Environment(\.entryCounter) private var counter
    @Environment(\.entryTheme) private var theme

    var body: some View {
        VStack(alignment: .leading) {
            Text("Accent: \(accentName)")
            Text("Count: \(counter)")
            Text("Theme: \(theme?.name ?? "none")")
        }
    }
}

@Suite struct EntryMacroTests {
    @Test @MainActor func environmentEntryStartsAtItsDefaultValue() {
        #expect(
            ascii(AccentView()) == #"""
                Accent: blue
                Count: 3
                Theme: none
                """#
        )
    }

    @Test @MainActor func environmentEntrySetAboveReachesTheView() {
        let view = AccentView()
            .environment(\.accentName, "red")
            .environment(\.entryCounter, 7)
            .environment(\.entryTheme, EntryTheme(name: "night"))

        #expect(
            ascii(view) == #"""
                Accent: red
                Count: 7
                Theme: night
                """#
        )
    }

    @Test @MainActor func environmentEntriesKeepTheirInferredTypes() {
        var values = EnvironmentValues()
        let ratio: Double = values.entryRatio
        let palette: EntryTheme = values.entryPalette
        #expect(ratio == 0.5)
        #expect(palette == EntryTheme(name: "dusk"))
        values.entryPalette = EntryTheme(name: "dawn")
        #expect(values.entryPalette.name == "dawn")
        #expect(values.entryLabel == "tag")
    }

    @Test func focusedValueEntryStartsAtNilAndHoldsAValue() {
        var values = FocusedValues()
        #expect(values.selectedEntryNote == nil)
        values.selectedEntryNote = EntryNote(title: "Groceries")
        #expect(values.selectedEntryNote == EntryNote(title: "Groceries"))
    }

    @Test @MainActor func focusedValueEntryIsAcceptedByItsModifierAndWrapper() {
        struct Reader: View {
            @FocusedValue(\.selectedEntryNote) var note
            var body: some View { Text(note?.title ?? "No note") }
        }
        let view = Reader().focusedValue(\.selectedEntryNote, EntryNote(title: "Groceries"))
        #expect(ascii(view) == "No note")
    }

    @Test @MainActor func transactionEntryStartsAtItsDefaultAndHoldsAValue() {
        var transaction = Transaction()
        #expect(transaction.isQuick == false)
        transaction.isQuick = true
        #expect(transaction.isQuick)
        #expect(Transaction(animation: .default).isQuick == false)
        #expect(withTransaction(\.isQuick, true) { 42 } == 42)
    }
}
