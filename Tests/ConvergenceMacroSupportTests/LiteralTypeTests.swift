import Testing

@testable import ConvergenceMacroSupport

@Suite struct LiteralTypeTests {
    @Test func readsTheTypesOfLiterals() {
        #expect(LiteralType.of("true") == "Bool")
        #expect(LiteralType.of("false") == "Bool")
        #expect(LiteralType.of("3") == "Int")
        #expect(LiteralType.of("-3") == "Int")
        #expect(LiteralType.of("1_000") == "Int")
        #expect(LiteralType.of("0xFF") == "Int")
        #expect(LiteralType.of("2.5") == "Double")
        #expect(LiteralType.of("-1e3") == "Double")
        #expect(LiteralType.of("0x1p4") == "Double")
        #expect(LiteralType.of("\"blue \\(1)\"") == "String")
        #expect(LiteralType.of("#\"raw\"#") == "String")
    }

    @Test func readsTheTypeOfAnInitializerCall() {
        #expect(LiteralType.of("Theme()") == "Theme")
        #expect(LiteralType.of("Theme(name: \"dusk\", colors: [.red])") == "Theme")
        #expect(LiteralType.of("Theme.Palette(name: \"dusk\")") == "Theme.Palette")
        #expect(LiteralType.of("Set<Int>()") == "Set<Int>")
        #expect(LiteralType.of("Dictionary<String, Array<Int>>()") == "Dictionary<String, Array<Int>>")
        #expect(LiteralType.of("[String]()") == "[String]")
        #expect(LiteralType.of("[String: Int]()") == "[String: Int]")
    }

    @Test func leavesExpressionsWhoseTypeTheTextDoesNotTell() {
        #expect(LiteralType.of("nil") == nil)
        #expect(LiteralType.of("makeTheme()") == nil)
        #expect(LiteralType.of("Theme.standard") == nil)
        #expect(LiteralType.of("Theme().dark") == nil)
        #expect(LiteralType.of("[1, 2]") == nil)
        #expect(LiteralType.of("1 + 2") == nil)
        #expect(LiteralType.of("- 3") == nil)
        #expect(LiteralType.of("count") == nil)
        #expect(LiteralType.of("") == nil)
    }
}
