import Convergence
import Foundation
import Testing

/// `Text(AttributedString)`: each run shows its emphasis and link, whether Markdown or SwiftUI's attributes set it.
@Suite struct AttributedStringTextTests {
    private let markdown = "A **bold**, *italic*, `code`, ~~old~~ and [link](https://example.com) line"

    @Test @MainActor func markdownReadIntoAnAttributedStringShowsAsMarkdownTextDoes() throws {
        let attributed = Text(try AttributedString(markdown: markdown))
        let literal = Text(LocalizedStringKey(markdown))
        #expect(ascii(attributed, width: 80) == "A bold, italic, code, old and link line")
        #expect(attributed.render(.html) == literal.render(.html))
    }

    @Test func markdownRunsCarryTheirEmphasisAndLinkAsOnApplePlatforms() throws {
        let string = try AttributedString(markdown: "**Strong** [here](https://example.com/a)")
        let runs = Array(string.runs)
        #expect(runs.count == 3)
        #expect(runs[0].inlinePresentationIntent == .stronglyEmphasized)
        #expect(runs[1].inlinePresentationIntent == nil)
        #expect(runs[2].link == URL(string: "https://example.com/a"))
        #expect(String(string.characters) == "Strong here")
    }

    @Test @MainActor func swiftUIAttributesSetOnRunsShowTheirEmphasis() {
        var title = AttributedString("Sale")
        title.font = .headline.bold()
        title.foregroundColor = .red
        var old = AttributedString(" $20")
        old.strikethroughStyle = .single
        var new = AttributedString(" $15")
        new.underlineStyle = Text.LineStyle(pattern: .dash, color: .green)
        new.kern = 1
        let text = Text(title + old + new)
        #expect(ascii(text, width: 40) == "Sale $20 $15")
        #expect(text.render(.html).contains("<strong>Sale</strong><s> $20</s><u> $15</u>"), "\(text.render(.html))")
        #expect(title.runs.first?.foregroundColor == .red)
        #expect(AttributeContainer().foregroundColor(.blue).foregroundColor == .blue)
    }

    @Test @MainActor func anEmptyAttributedStringIsAnEmptyText() {
        #expect(Text(AttributedString()).render(.ascii(width: 10)) == Text(verbatim: "").render(.ascii(width: 10)))
    }

    #if !canImport(Darwin)
        @Test func theSyntaxOptionDecidesWhatLineBreaksLeave() throws {
            let source = "one\ntwo\n\nthree"
            func read(_ syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax) throws -> String {
                String(try AttributedString(markdown: source, options: .init(interpretedSyntax: syntax)).characters)
            }
            #expect(try read(.full) == "one twothree")
            #expect(try read(.inlineOnly) == "one two three")
            #expect(try read(.inlineOnlyPreservingWhitespace) == source)
            let relative = try AttributedString(markdown: "[x](b)", baseURL: URL(string: "https://example.com/a/"))
            #expect(relative.runs.first?.link?.absoluteString == "https://example.com/a/b")
        }
    #endif
}
