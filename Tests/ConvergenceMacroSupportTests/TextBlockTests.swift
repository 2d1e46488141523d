import Testing

@testable import ConvergenceMacroSupport

@Suite struct TextBlockTests {
    @Test func removesTheSharedIndentationAndAddsAnother() {
        let block = TextBlock("VStack {\n        T(\"a\")\n    }", firstLineIndentation: "    ")
        #expect(block.lines == ["VStack {", "    T(\"a\")", "}"])
        #expect(block.indented(by: "  ") == "  VStack {\n      T(\"a\")\n  }")
    }

    @Test func leavesOutAFirstLineThatStartsMidLine() {
        let block = TextBlock("a {\n        b\n    }", firstLineIndentation: nil)
        #expect(block.lines == ["a {", "    b", "}"])
    }

    @Test func keepsTabsAndBlankLinesRelativeToTheRest() {
        let block = TextBlock("x\r\n\r\n\t\ty\r\t \n\tz\n", firstLineIndentation: "\t")
        #expect(block.lines == ["x", "", "\ty", " ", "z", ""])
        #expect(block.indented(by: "--") == "--x\n\n--\ty\n-- \n--z\n")
    }

    @Test func comparesIndentationByteForByte() {
        let block = TextBlock(" \u{301}a\n  b", firstLineIndentation: "")
        #expect(block.lines == ["\u{301}a", " b"])
    }
}
