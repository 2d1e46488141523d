import ConvergenceSwiftLexer
import Testing

@testable import ConvergenceMacroSupport

@Suite struct SwiftLexerTests {
    /// Each token as `kind:text`.
    private func lex(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return SwiftLexer.tokens(in: bytes).map { "\($0.kind):\($0.text(in: bytes))" }
    }

    @Test func splitsNamesPunctuationAndOperators() {
        #expect(
            lex("@State var x: Int? = a ?? -1...3") == [
                "punctuation:@", "identifier:State", "identifier:var", "identifier:x", "punctuation::",
                "identifier:Int", "operator:?", "operator:=", "identifier:a", "operator:??", "operator:-",
                "number:1", "operator:...", "number:3",
            ])
        #expect(
            lex("a.b?.c!") == [
                "identifier:a", "punctuation:.", "identifier:b", "operator:?", "punctuation:.", "identifier:c",
                "operator:!",
            ])
    }

    @Test func readsPoundNamesRawIdentifiersAndNumbers() {
        #expect(
            lex("#Preview `my view` $0 0x1F 1.5e-3") == [
                "poundIdentifier:#Preview", "identifier:`my view`", "identifier:$0", "number:0x1F", "number:1.5e-3",
            ])
    }

    @Test func keepsStringsWhole() {
        #expect(
            lex(#""a)" "\"}" "\(f("x)"))" x"#) == [
                #"string:"a)""#, #"string:"\"}""#, #"string:"\(f("x)"))""#, "identifier:x",
            ])
        #expect(lex(##"#"a"b\#("x)")"# x"##) == [##"string:#"a"b\#("x)")"#"##, "identifier:x"])
        #expect(lex(##"#"a\"# x"##) == [##"string:#"a\"#"##, "identifier:x"])
        #expect(lex(###"##"a"#b"## x"###) == [###"string:##"a"#b"##"###, "identifier:x"])
        #expect(lex("\"\"\"\n a \" \"\" }\n \"\"\" x") == ["string:\"\"\"\n a \" \"\" }\n \"\"\"", "identifier:x"])
    }

    @Test func nestsInterpolationsWithCommentsAndStrings() {
        let source = #""a \(b /* ) */ + "c \(d // )"#
        #expect(lex(source + "\n)\")\" x") == ["string:" + source + "\n)\")\"", "identifier:x"])
    }

    @Test func skipsCommentsAndMarksLineStarts() {
        let bytes = Array("a // b )\n/* c /* ( */ */ d /* \n */ e".utf8)
        let tokens = SwiftLexer.tokens(in: bytes)
        #expect(tokens.map { $0.text(in: bytes) } == ["a", "d", "e"])
        #expect(tokens.map(\.startsLine) == [true, true, true])
    }

    @Test func endsAnUnterminatedStringAtTheLineBreak() {
        #expect(
            lex("T(\"open\nx)") == ["identifier:T", "punctuation:(", "string:\"open", "identifier:x", "punctuation:)"])
    }

    @Test func tellsRegexLiteralsFromDivision() {
        #expect(
            lex("x = /a(b/ + #/c)/# / 2") == [
                "identifier:x", "operator:=", "regex:/a(b/", "operator:+", "regex:#/c)/#", "operator:/", "number:2",
            ])
        #expect(
            lex("f(a / b)") == [
                "identifier:f", "punctuation:(", "identifier:a", "operator:/", "identifier:b", "punctuation:)",
            ])
    }

    @Test func neverLosesAByte() {
        let source = "é→ ~~ \\.key #  ## \u{0}\u{7F}`open"
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokens(in: bytes)
        #expect(!tokens.isEmpty)
        #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound })
        #expect(tokens.allSatisfy { !$0.range.isEmpty && $0.range.upperBound <= bytes.count })
    }
}
