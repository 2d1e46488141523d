import Testing

@testable import ConvergenceMacroSupport

@Suite struct MacroSyntaxTests {
    private func syntax(_ source: String, offset: Int = 10, line: Int = 1, column: Int = 11) -> MacroSyntax {
        MacroSyntax(
            kind: "expression", source: source,
            location: MacroSourceLocation(
                fileID: "App/Views.swift", fileName: "/p/Views.swift", offset: offset, line: line, column: column))
    }

    @Test func countsTheLeadingTriviaToThePound() {
        #expect(syntax("\n#Preview").position(ofByte: 1) == (11, 2, 1))
        #expect(syntax("#Preview").position(ofByte: 0) == (10, 1, 11))
        #expect(syntax("  #Preview").position(ofByte: 2) == (12, 1, 13))
    }

    @Test func countsColumnsInUTF8BytesAndEveryKindOfLineBreak() {
        #expect(syntax("é #P").position(ofByte: 3) == (13, 1, 14))
        #expect(syntax("\r\n\r\n  #P").position(ofByte: 6) == (16, 3, 3))
        #expect(syntax("\r#P").position(ofByte: 1) == (11, 2, 1))
        #expect(syntax("\n// c\n/* d\n */ #P", line: 4, column: 1).position(ofByte: 15) == (25, 7, 5))
    }

    @Test func clampsOffsetsOutsideTheSource() {
        #expect(syntax("ab").position(ofByte: 9) == (12, 1, 13))
        #expect(syntax("ab").position(ofByte: -1) == (10, 1, 11))
    }

    @Test func findsThePoundOfAParsedPreview() throws {
        let node = syntax("\n\t/* x */\n    #Preview { T() }")
        let call = try PreviewMacroCall.parse(node.source)
        #expect(node.position(ofByte: call.poundOffset) == (24, 3, 5))
    }
}
