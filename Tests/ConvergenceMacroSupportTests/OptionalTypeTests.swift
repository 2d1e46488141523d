import Testing

@testable import ConvergenceMacroSupport

@Suite struct OptionalTypeTests {
    @Test func unwrapsEachSpellingOfAnOptional() {
        #expect(OptionalType("Theme?")?.wrapped == "Theme")
        #expect(OptionalType("Theme!")?.wrapped == "Theme")
        #expect(OptionalType("[String: Int]?")?.wrapped == "[String: Int]")
        #expect(OptionalType("Optional<Theme>")?.wrapped == "Theme")
        #expect(OptionalType("Swift.Optional<Array<Int>>")?.wrapped == "Array<Int>")
        #expect(OptionalType("(() -> Void)?")?.wrapped == "(() -> Void)")
    }

    @Test func refusesTypesThatAreNotOptional() {
        #expect(OptionalType("Theme") == nil)
        #expect(OptionalType("[Theme?]") == nil)
        #expect(OptionalType("?") == nil)
        #expect(OptionalType("Optional<>") == nil)
    }
}
