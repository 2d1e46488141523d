import ConvergenceTestSupport
import Testing

@testable import ConvergenceRendering

/// Escaping straight into the output buffer gives exactly the text that escaping into a string and appending it gives,
/// and appending a string appends its bytes, whatever the string holds and however it is stored.
@Suite struct HTMLOutputTests {
    static let pieces: [String] = [
        "a", "Z", "0", "word", "longer words here", " ", "  ", "\n", "\t", "\r", "\r\n", "\u{0}", "\u{7F}", "\u{1B}",
        "&", "<", ">", "\"", "'", "a&b", "</p>", "é", "e\u{301}", "中", "👍🏽", "\u{85}", "\u{2028}", "\u{9F}",
        String(Unicode.Scalar(0xFDD0)!),
    ]

    private static func randomText(using generator: inout SplitMix64, asciiOnly: Bool) -> String {
        let choices = asciiOnly ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pieces
        var text = ""
        for _ in 0..<Int.random(in: 0...40, using: &generator) {
            text += choices.randomElement(using: &generator)!
        }
        return text
    }

    @Test func escapingInPlaceMatchesEscapingToAString() {
        var generator = SplitMix64(seed: 0x5EED_0010)
        for round in 0..<2_000 {
            let text = Self.randomText(using: &generator, asciiOnly: round % 2 == 0)
            for context in HTMLRenderer.EscapeContext.allCases {
                // Something before it, so the escaped text lands in the middle of the buffer.
                var out = HTMLOutput(capacity: 16)
                out.append("<p>")
                out.appendEscaped(text, in: context)
                out.append("</p>")
                #expect(
                    out.text == "<p>" + HTMLRenderer.escapeScalars(text, in: context) + "</p>",
                    "\(text.debugDescription) in \(context)")
            }
        }
    }

    @Test func appendingAStringAppendsItsBytes() {
        var generator = SplitMix64(seed: 0x5EED_0011)
        var out = HTMLOutput(capacity: 16)
        var expected = ""
        for round in 0..<500 {
            var text = Self.randomText(using: &generator, asciiOnly: round % 2 == 0)
            // A string made from a substring is stored apart from the one it came from.
            if round % 3 == 0 { text = String(text.dropFirst()) }
            out.append(text)
            expected += text
        }
        #expect(out.text == expected)
    }
}
