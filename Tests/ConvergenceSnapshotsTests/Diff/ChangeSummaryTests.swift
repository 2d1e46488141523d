import ConvergenceRendering
import ConvergenceSnapshots
import Testing

@Suite struct ChangeSummaryTests {
    @Test func removedAddedAndRenamedElementsReadAsSentences() {
        let old = """
            heading 1 "Inbox"
            text "Loading…"
            button "Retry"

            """
        let new = """
            heading 1 "Inbox"
            text "Loaded 3 items"
            button "Compose"
            switch "Wi-Fi" on

            """
        #expect(
            ChangeSummary(old: old, new: new).lines == [
                "Text 'Loading…' → 'Loaded 3 items'",
                "Button 'Retry' → 'Compose'",
                "Toggle 'Wi-Fi' added",
            ])
    }

    @Test func aStateChangeKeepsTheNameAndShowsTheState() {
        let summary = ChangeSummary(old: "switch \"Wi-Fi\" on\nbutton \"Retry\"\n", new: "switch \"Wi-Fi\" off\n")
        #expect(summary.lines == ["Toggle 'Wi-Fi' on → off", "Button 'Retry' removed"])
        let enabled = ChangeSummary(
            old: "button \"Send\" disabled\ntext \"A\"\n", new: "button \"Send\"\ntext \"A\" value=\"1\"\n")
        #expect(enabled.lines == ["Button 'Send' no longer disabled", "Text 'A' now value=\"1\""])
    }

    @Test func rowsOfAListAreNamedByPosition() {
        let old = """
            list "Inbox" 3 items
              text "Apple"
              text "Pear"
              text "Plum"

            """
        let new = """
            list "Inbox" 4 items
              text "Apple"
              text "Pear"
              text "Plum"
              text "Quince"

            """
        #expect(
            ChangeSummary(old: old, new: new).lines == [
                "List 'Inbox' 3 items → 4 items", "row 4 of List 'Inbox' added: text \"Quince\"",
            ])
        let removed = ChangeSummary(old: old, new: old.replacingOccurrences(of: "  text \"Pear\"\n", with: ""))
        #expect(removed.lines == ["row 2 of List 'Inbox' removed: text \"Pear\""])
    }

    @Test func equalOutlinesHaveNoSummaryAndOtherFormatsNone() {
        #expect(ChangeSummary(old: "button \"A\"\n", new: "button \"A\"\n").isEmpty)
        #expect(ChangeSummary(old: "a", new: "b", format: .html) == nil)
        #expect(ChangeSummary(old: "text \"a\"\n", new: "text \"b\"\n", format: .accessibilityOutline) != nil)
    }

    @Test func longSummariesAreCut() {
        let new = (1...40).map { "button \"B\($0)\"\n" }.joined()
        let lines = ChangeSummary(old: "", new: new).lines
        #expect(lines.count == ChangeSummary.limit)
        #expect(lines.last == "… and 21 more changes")
    }
}
