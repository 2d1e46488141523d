import Testing

@testable import ConvergenceMacroSupport

@Suite struct EntryDeclarationTests {
    private func error(_ source: String) -> (message: String, text: String)? {
        do {
            _ = try EntryDeclaration.parse(source)
            return nil
        } catch {
            return (error.message, String(decoding: Array(source.utf8)[error.range], as: UTF8.self))
        }
    }

    @Test func readsNameTypeAndValue() throws {
        let declaration = try EntryDeclaration.parse(
            "\n    /// The accent.\n    @Entry public var accentName: String = \"blue\"")
        #expect(declaration.name == "accentName")
        #expect(declaration.type == "String")
        #expect(declaration.initializer == "\"blue\"")
    }

    @Test func readsATypeWithBracketsAndGenericsUpToTheValue() throws {
        let declaration = try EntryDeclaration.parse("@Entry var sizes: [String: Array<Int>] = [:]")
        #expect(declaration.type == "[String: Array<Int>]")
        #expect(declaration.initializer == "[:]")
    }

    @Test func readsAnOptionalWithoutAValue() throws {
        let declaration = try EntryDeclaration.parse("@MainActor @Entry var theme: Theme?")
        #expect(declaration.type == "Theme?")
        #expect(declaration.initializer == nil)
    }

    @Test func readsAValueWithoutAType() throws {
        let declaration = try EntryDeclaration.parse("@Entry var counter = 3 // three")
        #expect(declaration.type == nil)
        #expect(declaration.initializer == "3")
    }

    @Test func readsAMultilineValueWithClosures() throws {
        let declaration = try EntryDeclaration.parse(
            "@Entry var names: [String] = [\"a\", \"b\"].map {\n    $0.uppercased()\n}")
        #expect(declaration.initializer == "[\"a\", \"b\"].map {\n    $0.uppercased()\n}")
    }

    @Test func keepsBackticksInTheNameButNotInThePlainName() throws {
        let declaration = try EntryDeclaration.parse("@Entry var `default`: Int = 0")
        #expect(declaration.name == "`default`")
        #expect(declaration.plainName == "default")
    }

    @Test func acceptsAccessModifiersWithArguments() throws {
        #expect(try EntryDeclaration.parse("@Entry private(set) nonisolated var level = 1").name == "level")
    }

    @Test func refusesALet() {
        let found = error("@Entry let accentName = \"blue\"")
        #expect(
            found?.message
                == "`@Entry` makes a property that views can set, so it needs `var`; write `@Entry var` instead of `@Entry let`"
        )
        #expect(found?.text == "let")
    }

    @Test func refusesAComputedProperty() {
        let found = error("@Entry var total: Int { 3 }")
        #expect(
            found?.message
                == "`@Entry` writes the getter and setter of `total` itself; remove its `{ … }` and give a default "
                + "value instead, as in `@Entry var total: Type = value`")
        #expect(found?.text == "{ 3 }")
    }

    @Test func refusesAStaticProperty() {
        let found = error("@Entry static var total = 3")
        #expect(found?.message == "`@Entry` declares an instance property with a default value; remove `static`")
        #expect(found?.text == "static")
    }

    @Test func refusesSeveralPropertiesInOneDeclaration() {
        let found = error("@Entry var a = 1, b = 2")
        #expect(found?.message == "`@Entry` declares one property at a time; give each its own `@Entry var`")
        #expect(found?.text == ", b = 2")
    }

    @Test func refusesADeclarationThatIsNotAVariable() {
        let found = error("@Entry func total() -> Int { 3 }")
        #expect(found?.message == "`@Entry` can only be attached to a `var` declaration")
        #expect(found?.text == "@Entry func total() -> Int { 3 }")
    }

    @Test func refusesATuplePattern() {
        #expect(
            error("@Entry var (a, b) = (1, 2)")?.message
                == "`@Entry` needs a property with a single name, as in `@Entry var name: Type = value`")
    }

    @Test func refusesAMissingTypeOrValue() {
        #expect(error("@Entry var total: = 3")?.message == "`@Entry var total:` needs a type after the colon")
        #expect(error("@Entry var total =")?.message == "`@Entry var total =` needs a value after `=`")
    }

    @Test func refusesAnEmptyDeclaration() {
        #expect(
            error("  ")?.message == "`@Entry` needs a declaration such as `@Entry var name: Type = value`")
    }
}
