import Foundation
import Testing

@testable import ConvergenceViews

/// What resolving views learns once per type or skips (whether a view is built in and its type's name, which views
/// hold no dynamic properties, the format context of texts whose values are already text) gives the same results as
/// working it out every time.
@Suite struct ResolveShortcutTests {
    /// A view holding whatever it is given: with a plain value it has no dynamic property; given a `State` it has one.
    private struct Holder<Value>: View {
        let value: Value
        let show: (Value) -> String

        var body: some View { Text(verbatim: show(value)) }
    }

    private struct Plain: View {
        let title: String
        var body: some View { Text(title) }
    }

    @Test @MainActor func aTypeIsKnownAsBuiltInOrComposedWithItsName() {
        guard case .primitive = ViewKind.of(Text.self) else {
            Issue.record("Text resolves itself")
            return
        }
        guard case .composed(let name) = ViewKind.of(Plain.self) else {
            Issue.record("Plain has a body")
            return
        }
        #expect(name == String(describing: Plain.self))
        // Asked again, the remembered answer is the same.
        guard case .composed(let again) = ViewKind.of(Plain.self) else { return }
        #expect(again == name)
    }

    @Test @MainActor func aViewTypeWithoutPropertiesDoesNotHideOneThatHasThem() async throws {
        // Holder<Int> is seen first and remembered as holding no dynamic property; Holder<State<Int>> is another type
        // and its state still works.
        let graph = StateGraph()
        let plain = Holder(value: 3) { "plain \($0)" }
        #expect(ascii(plain) == "plain 3")
        let stateful = Holder(value: State(initialValue: 1)) { "state \($0.wrappedValue)" }
        let view = VStack(alignment: .leading) {
            plain
            stateful
        }
        let node = ViewResolver.resolve(view, graph: graph)
        #expect(ascii(node) == "plain 3\nstate 1")
        #expect(graph.count == 1)
        // Resolved again, both types take the remembered path; the state is still kept in the graph.
        _ = ViewResolver.resolve(view, graph: graph)
        #expect(graph.count == 1)
    }

    @Test @MainActor func aViewWithoutPropertiesSeenTwiceRendersTheSame() {
        let view = VStack {
            Plain(title: "One")
            Plain(title: "Two")
        }
        #expect(ascii(view) == ascii(view))
        #expect(ascii(view) == "One\nTwo")
    }

    @Test @MainActor func rowPathsOfIntegerAndStringIDsAreTheirDescriptions() {
        #expect(ForEach<[Int], Int, Text>.component(42) == "ForEach[\(String(describing: 42))]")
        #expect(ForEach<[Int], Int, Text>.component(-7) == "ForEach[-7]")
        #expect(ForEach<[String], String, Text>.component("a/b") == "ForEach[a/b]")
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        #expect(ForEach<[UUID], UUID, Text>.component(uuid) == "ForEach[\(uuid)]")
    }

    @Test @MainActor func textsWithValuesAlreadyTextCompareByKindAndValue() {
        let count = 3
        let name = "3"
        #expect(Text("n \(count)") == Text("n \(count)"))
        #expect(Text("n \(count)") != Text("n \(count + 1)"))
        // A number and a string that read the same are different values, as before.
        #expect(Text("n \(count)") != Text("n \(name)"))
        #expect(Text("n \(name)") == Text("n \(name)"))
    }

    @Test @MainActor func aTextWithOnlyFixedValuesStillFollowsTheEnvironment() {
        let count = 12
        // The text case and redaction still apply though no format context is built for the number.
        #expect(ascii(Text("item \(count)").textCase(.uppercase)) == "ITEM 12")
        #expect(ascii(Text("item \(count)").redacted(reason: .placeholder)) == "████ ██")
        // A formatted value next to a fixed one still reads the locale.
        let amount = 1234.5
        let german = Text("\(count): \(amount, format: .number)").environment(\.locale, Locale(identifier: "de_DE"))
        #expect(ascii(german) == "12: 1.234,5")
    }

    @Test @MainActor func valuesReplaceTheirPlaceholdersAmongAnyCharacters() {
        let name = "Zoë 👍🏽"
        let count = 7
        // Scalars of planes 12 to 15 share the placeholders' lead byte; literal characters of the placeholders' own
        // range (U+F0000 to U+FFFFD, private use) are text, shown as written (they were dropped).
        let text = Text("\u{C0000}é \(name) 中\u{F0005} \(count)\u{FFFFD}")
        #expect(text.content == "\u{C0000}é Zoë 👍🏽 中\u{F0005} 7\u{FFFFD}")
        #expect(Text("\(count)\(name)\(count)").content == "7Zoë 👍🏽7")
        #expect(Text("**\(name)** and *\(count)*").content == "Zoë 👍🏽 and 7")
    }

    /// Private-use characters of the placeholders' plane (Nerd Fonts' icons are at U+F0001 and on) were dropped from
    /// every text made from a string, and from the literal parts of an interpolation: "Nothing you wrote disappears".
    @Test @MainActor func charactersOfThePlaceholdersPlaneAreShownAsWritten() {
        let icons = "a\u{F0000}b\u{F0001}c\u{FFFFD}"
        #expect(Text(verbatim: icons).content == icons)
        #expect(Text(icons).content == icons)
        #expect(Text(icons[...]).content == icons)
        #expect(Text(LocalizedStringKey(icons)).content == icons)
        let value = "\u{F0000}"
        #expect(Text("\u{F0001}\(value)\u{F0000}").content == "\u{F0001}\u{F0000}\u{F0000}")
        #expect(Text("\u{FFFFD}\u{F0000}\(7)").content == "\u{FFFFD}\u{F0000}7")
        // The key a String Catalog holds keeps them too, each interpolation written as its specifier.
        let key: LocalizedStringKey = "\u{F0001} \(7) items"
        #expect(key.catalogKey == "\u{F0001} %lld items")
        #expect(ascii(Text(verbatim: icons).border()).contains(icons))
        // A translation's own characters of that plane are text as well, beside the value it places.
        let translated = TranslatedFormat.template(from: "\u{F0000} %lld Artikel", argumentCount: 1)
        let segment = TextSegment(
            template: translated, arguments: [TextArgument(.number, text: "7", specifier: "%lld")], markdown: false)
        #expect(segment.plainContent(in: .unread) == "\u{F0000} 7 Artikel")
    }

    @Test @MainActor func theDefaultCalendarFollowsALocaleOrTimeZoneSetLater() {
        var environment = EnvironmentValues()
        #expect(environment.calendar.timeZone == TimeZone(secondsFromGMT: 0))
        environment.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(environment.calendar.timeZone.identifier == "Asia/Tokyo")
        environment.locale = Locale(identifier: "fr_FR")
        #expect(environment.calendar.locale?.identifier == "fr_FR")
    }
}
