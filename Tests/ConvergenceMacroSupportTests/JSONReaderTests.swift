import Testing

@testable import ConvergenceMacroSupport

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONReader.read(Array(text.utf8))
    }

    @Test func readsEveryKindInDocumentOrder() throws {
        let value = try read(#" {"b": [1, -2.5e+3, true, false, null], "a": {"": "x"}} "#)
        #expect(
            value
                == .object([
                    ("b", .array([.number("1"), .number("-2.5e+3"), .bool(true), .bool(false), .null])),
                    ("a", .object([("", .string("x"))])),
                ]))
        #expect(value["b"]?.arrayValue?.first?.intValue == 1)
        #expect(value["missing"] == nil)
    }

    @Test func decodesEscapesSurrogatePairsAndControlCharacters() throws {
        let value = try read(#""q\" b\\ s\/ \b\f\n\r\t \u00e9 \uD83D\uDE00 \u0001""#)
        #expect(value == .string("q\" b\\ s/ \u{8}\u{C}\n\r\t é 😀 \u{1}"))
    }

    @Test func readsLoneSurrogatesAsReplacementCharacters() throws {
        #expect(try read(#""\uD800x""#) == .string("\u{FFFD}x"))
        #expect(try read(#""\uDC00""#) == .string("\u{FFFD}"))
        #expect(try read(#""\uD800\u0041""#) == .string("\u{FFFD}A"))
    }

    @Test func roundTripsThroughTheWriter() throws {
        let original: JSONValue = .object([
            ("text", .string("line\nquote\" back\\ tab\t bell\u{7} del\u{7F} é 😀")),
            ("list", .array([.integer(7), .number("-0.5"), .null, .bool(true), .object([])])),
        ])
        let text = original.serialized
        #expect(
            text
                == #"{"text":"line\nquote\" back\\ tab\t bell\u0007 del\u007f é 😀","list":[7,-0.5,null,true,{}]}"#)
        #expect(try read(text) == original)
    }

    @Test func rejectsMalformedDocuments() {
        let cases: [(String, String)] = [
            ("", "expected a value, found the end"),
            ("[1,]", "unexpected character ']'"),
            (#"{"a" 1}"#, "expected ':' after an object key"),
            (#"{"a":1,}"#, "expected a string key"),
            ("[1 2]", "expected ',' or ']' in an array"),
            ("01", "unexpected text after the document"),
            ("-", "expected a digit"),
            ("1.", "expected a digit after '.'"),
            ("1e", "expected a digit in the exponent"),
            ("tru", "expected 'true'"),
            ("\"a\u{1}\"", "control character U+0001 inside a string"),
            (#""\x""#, #"unknown escape '\x'"#),
            (#""\u12G4""#, #"expected four hexadecimal digits after '\u'"#),
            (#""open"#, "unterminated string"),
            ("{} {}", "unexpected text after the document"),
        ]
        for (text, reason) in cases {
            #expect(throws: JSONSyntaxError.self) { try read(text) }
            do {
                _ = try read(text)
            } catch {
                #expect(error.reason == reason, "\(text)")
            }
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError("nested deeper than 512 levels", at: 512)) { try read(deep) }
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try read(allowed).arrayValue?.count == 1)
    }
}
