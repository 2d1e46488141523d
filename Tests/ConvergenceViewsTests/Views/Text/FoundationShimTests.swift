import Convergence
import Testing

@Suite struct FoundationShimTests {
    @Test func aListIsJoinedAsEnglishWritesIt() {
        #expect(ListFormatter.localizedString(byJoining: ["A", "B", "C"]) == "A, B, and C")
        #expect(ListFormatter.localizedString(byJoining: ["A", "B"]) == "A and B")
        #expect(ListFormatter.localizedString(byJoining: ["A"]) == "A")
        #expect(ListFormatter.localizedString(byJoining: []) == "")
    }

    @Test func aFormatterWritesItemsThroughItsItemFormatterAndLocale() {
        let formatter = ListFormatter()
        #expect(formatter.string(from: [1, 2, 3]) == "1, 2, and 3")
        formatter.locale = Locale(identifier: "fr_FR")
        #expect(formatter.string(from: ["A", "B", "C"]) == "A, B et C")
        #expect(formatter.string(for: "not a list") == nil)
    }

    @Test @MainActor func aDateFormatterLeftAtTheMachinesSettingsShowsTheEnvironmentsLocaleAndTimeZone() {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        let text = ascii(Text(Date(timeIntervalSince1970: 1_767_258_000), formatter: formatter))
        // ICU puts a narrow no-break space before "AM".
        #expect(text.replacingOccurrences(of: "\u{202F}", with: " ") == "Jan 1, 2026 at 9:00 AM")
    }

    @Test @MainActor func aDateFormatterKeepsTheLocaleAndTimeZoneTheAppGaveIt() {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.locale = Locale(identifier: "de_DE")
        formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
        let text = ascii(Text(Date(timeIntervalSince1970: 1_767_258_000), formatter: formatter))
        #expect(text == "01.01.2026, 18:00")
    }

    @Test @MainActor func aNumberFieldShowsItsValueInTheFormattersOwnLocale() throws {
        let count = Recorder(1200)
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "de_DE")
        let field = try #require(
            TextField("Count", value: count.binding, formatter: formatter).resolvedNode().node.textFields.first)
        // The formatter's own locale decides, as on a device: German digits group with a full stop.
        #expect(field.text == "1.200")
        // Typing and committing through a formatter: FormattedTextFieldTests.
    }
}

@Suite struct RelativeDateTimeFormatterTests {
    let reference = Date(timeIntervalSince1970: 1_767_258_000)

    @Test func aDateIsDescribedByItsDistanceFromTheReference() {
        let formatter = RelativeDateTimeFormatter()
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference) == "2 hours ago")
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(3 * 86400), relativeTo: reference)
                == "in 3 days")
    }

    @Test func theNamedStyleAndShortUnitsChangeTheWords() {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(-86400), relativeTo: reference) == "yesterday")
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .spellOut
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference)
                == "two hours ago")
    }
}
