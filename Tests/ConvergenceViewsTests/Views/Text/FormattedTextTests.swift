import Convergence
import Testing

@Suite struct FormattedTextTests {
    private let newYear = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC

    /// Was: a destination ended at its first `)`, so a Wikipedia link lost its last parenthesis to the text
    /// (`href="…Swift_(programming_language"` and a stray `)` shown). CommonMark allows balanced pairs and `\)`.
    @Test @MainActor func linkDestinationsHoldBalancedAndEscapedParentheses() {
        let wiki = Text("[Swift](https://en.wikipedia.org/wiki/Swift_(programming_language)) is fast")
        #expect(ascii(wiki, width: 80) == "Swift is fast")
        #expect(
            wiki.render(.html).contains(
                #"<a href="https://en.wikipedia.org/wiki/Swift_(programming_language)">Swift</a> is fast"#))
        let escaped = Text(#"[open](https://example.com/a\)b) and [two](https://example.com/(a)(b))"#)
        #expect(ascii(escaped, width: 80) == "open and two")
        let html = escaped.render(.html)
        #expect(html.contains(#"<a href="https://example.com/a)b">open</a>"#), "\(html)")
        #expect(html.contains(#"<a href="https://example.com/(a)(b)">two</a>"#), "\(html)")
        // A private-use character in a destination of a text with a value stays itself (not behind its mark).
        let icon = Text("[x](https://a.b/\u{F0003}) \(7)").render(.html)
        #expect(icon.contains("href=\"https://a.b/\u{F0003}\""), "\(icon)")
        #expect(!icon.contains("\u{FFFFD}"), "\(icon)")
        // An unbalanced destination is no link: the text stays as written.
        #expect(ascii(Text("[no](https://example.com/(a)"), width: 80) == "[no](https://example.com/(a)")
    }

    @Test @MainActor func literalMarkdownIsPlainInASCIIAndMarkedUpInHTML() {
        let text = Text("A **bold**, *italic*, `code`, ~~old~~ and [link](https://example.com) line")

        #expect(ascii(text, width: 80) == "A bold, italic, code, old and link line")
        #expect(
            text.render(.html).contains(
                #"A <strong>bold</strong>, <em>italic</em>, <code>code</code>, <s>old</s> and <a href="https://example.com">link</a> line"#
            ))
    }

    @Test @MainActor func verbatimAndStringValuesStayLiteral() {
        let value = "**not bold**"

        #expect(ascii(Text(verbatim: "**x**")) == "**x**")
        #expect(ascii(Text(value)) == "**not bold**")
        #expect(!Text(value).render(.html).contains("<strong>"))
    }

    @Test @MainActor func interpolatedStringsAreNotReadAsMarkdownButMarkupAroundThemApplies() {
        let name = "*Ada*"
        let text = Text("Hi **\(name)**")

        #expect(ascii(text) == "Hi *Ada*")
        #expect(text.render(.html).contains("Hi <strong>*Ada*</strong>"))
    }

    @Test @MainActor func formatsUseTheEnvironmentsLocale() {
        #expect(ascii(Text(12.5, format: .currency(code: "USD"))) == "$12.50")
        #expect(ascii(Text(0.25, format: .percent)) == "25%")
        #expect(ascii(Text(1_234_567, format: .number)) == "1,234,567")
        #expect(ascii(Text(["Ann", "Bo", "Cy"], format: .list(type: .and))) == "Ann, Bo, and Cy")
        let german = Text(1_234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))
        #expect(ascii(german) == "1.234,5")
    }

    @Test @MainActor func interpolationFormatsNumbersAsSwiftUIDoes() {
        let price = 3.5
        let count = 3

        #expect(ascii(Text("Total: \(price, format: .currency(code: "EUR"))")) == "Total: €3.50")
        #expect(ascii(Text("\(count) items")) == "3 items")
        #expect(ascii(Text("\(price, specifier: "%.1f") km")) == "3.5 km")
        // Every integer type, at its extremes: no grouping, no sign lost, nothing cut off.
        #expect(ascii(Text("\(Int.min) \(Int.max)"), width: 80) == "\(Int.min) \(Int.max)")
        #expect(ascii(Text("\(Int8(-128)) \(UInt8(255)) \(Int32(-7))")) == "-128 255 -7")
        #expect(ascii(Text("\(UInt64.max) \(UInt.max)"), width: 80) == "18446744073709551615 18446744073709551615")
    }

    @Test @MainActor func datesUseTheEnvironmentsTimeZoneNotTheProcesses() {
        let utc = ascii(Text(newYear, style: .time))
        let tokyo = ascii(Text(newYear, style: .time).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))

        #expect(utc == "12:00\u{202F}AM")  // ICU puts a narrow no-break space before AM
        #expect(tokyo == "9:00\u{202F}AM")
        #expect(ascii(Text(newYear, style: .date)) == "January 1, 2026")
        #expect(ascii(Text(newYear, format: .dateTime.year().month().day())) == "Jan 1, 2026")
    }

    @Test @MainActor func relativeDatesAndTimersMeasureFromTheScenarioClock() async throws {
        let reference = Date(timeIntervalSince1970: 1_767_258_000)  // the default scenario "now"
        let view = VStack {
            Text(reference.addingTimeInterval(-3_900), style: .relative)
            Text(timerInterval: reference...reference.addingTimeInterval(300))
        }
        let frames = try await Scenario("clock", steps: [.advanceClock(by: .seconds(90))]) { view }.frames()

        #expect(frames[0].node.texts.map(\.content) == ["1 hour, 5 minutes", "5:00"])
        #expect(frames[1].node.texts.map(\.content) == ["1 hour, 6 minutes", "3:30"])
    }

    @Test @MainActor func concatenatedTextsKeepTheirOwnEmphasis() {
        let text = Text("Total: ").bold() + Text("$3") + Text(" now").italic()

        #expect(ascii(text) == "Total: $3 now")
        #expect(text.render(.html).contains("<strong>Total: </strong>$3<em> now</em>"))
    }

    @Test @MainActor func textCaseChangesTheCharactersAndRedactionHidesThem() {
        #expect(ascii(Text("Hello").textCase(.uppercase)) == "HELLO")
        #expect(ascii(Text("Ab 12!").redacted(reason: .placeholder)) == "██ ██!")
    }

    @Test @MainActor func textModifiersReturnTextAndLookAsViewModifiersDid() {
        let joined: Text = Text("a").bold().italic().kerning(1).tracking(1).baselineOffset(2).underline()

        #expect(ascii(joined) == "a")
        #expect(Text("x").bold().resolvedNode().node == ModifiedViewOf.bold(Text("x")).resolvedNode().node)
    }
}

/// The view-modifier spelling, to compare with the `Text` one.
@MainActor private enum ModifiedViewOf {
    static func bold(_ text: Text) -> some View { Group { text }.bold() }
}

@Suite struct LocalizedStringTests {
    @Test func stringLocalizedFormatsItsInterpolationsWithoutMarkdown() {
        let count = 3
        let price = 4.5

        #expect(String(localized: "\(count) **items** left") == "3 **items** left")
        #expect(String(localized: "Total \(price, format: .currency(code: "EUR"))") == "Total €4.50")
        #expect(String(localized: "greeting", defaultValue: "Hello") == "Hello")
    }
}

@Suite struct MeasurementFormatTests {
    @Test @MainActor func measurementsShowTheirNumberAndUnitSymbolInTheEnvironmentsLocale() {
        let distance = Measurement(value: 1234.5, unit: UnitLength.kilometers)

        #expect(ascii(Text(distance, format: .measurement(width: .abbreviated))) == "1,234.5 km")
        #expect(
            ascii(
                Text(distance, format: .measurement(width: .narrow)).environment(\.locale, Locale(identifier: "de_DE")))
                == "1.234,5km")
        let rounded = Measurement(value: 1234.6, unit: UnitLength.kilometers)
        #expect(
            rounded.formatted(.measurement(width: .wide, numberFormatStyle: .number.precision(.fractionLength(0))))
                == "1,235 km")
    }
}
