import Testing

@testable import ConvergenceMacroSupport

@Suite struct EntryExpansionTests {
    private func expand(_ source: String, in container: EntryContainer) throws -> EntryExpansion {
        try EntryExpansion(try EntryDeclaration.parse(source), in: container)
    }

    private func error(_ source: String, in container: EntryContainer) -> (message: String, text: String)? {
        do {
            _ = try expand(source, in: container)
            return nil
        } catch let error as EntrySyntaxError {
            return (error.message, String(decoding: Array(source.utf8)[error.range], as: UTF8.self))
        } catch {
            return nil
        }
    }

    @Test func readsAndWritesTheContainerThroughTheKey() throws {
        let expansion = try expand("@Entry var accentName: String = \"blue\"", in: .environmentValues)
        #expect(
            expansion.accessors == #"""
                get {
                    self[__Key_accentName.self]
                }
                set {
                    self[__Key_accentName.self] = newValue
                }
                """#
        )
    }

    @Test func writesAnEnvironmentKeyWithTheDefaultValue() throws {
        let expansion = try expand("@Entry public var accentName: String = \"blue\"", in: .environmentValues)
        #expect(
            expansion.keyType == #"""
                private struct __Key_accentName: ConvergenceViews.EnvironmentKey {
                    typealias Value = String
                    static var defaultValue: Value {
                        "blue"
                    }
                }
                """#
        )
    }

    @Test func infersTheTypeOfALiteral() throws {
        let expansion = try expand("@Entry var isQuick = false", in: .transaction)
        #expect(
            expansion.keyType == #"""
                private struct __Key_isQuick: ConvergenceViews.TransactionKey {
                    typealias Value = Bool
                    static var defaultValue: Value {
                        false
                    }
                }
                """#
        )
    }

    @Test func startsAnOptionalWithoutAValueAtNil() throws {
        let expansion = try expand("@Entry var theme: Theme?", in: .environmentValues)
        #expect(
            expansion.keyType.contains(
                "    typealias Value = Theme?\n    static var defaultValue: Value {\n        nil\n"))
    }

    @Test func indentsAMultilineDefaultValue() throws {
        let expansion = try expand("@Entry var names: [String] = [\n    \"a\",\n]", in: .environmentValues)
        #expect(
            expansion.keyType.contains(
                "    static var defaultValue: Value {\n        [\n            \"a\",\n        ]\n    }"))
    }

    @Test func namesTheKeyWithoutBackticks() throws {
        let expansion = try expand("@Entry var `default`: Int = 0", in: .environmentValues)
        #expect(expansion.accessors.hasPrefix("get {\n    self[__Key_default.self]"))
        #expect(expansion.keyType.hasPrefix("private struct __Key_default: "))
    }

    @Test func writesAFocusedValueKeyOfTheWrappedType() throws {
        let expansion = try expand("@Entry var selectedNote: Note?", in: .focusedValues)
        #expect(
            expansion.keyType == #"""
                private struct __Key_selectedNote: ConvergenceViews.FocusedValueKey {
                    typealias Value = Note
                }
                """#
        )
        #expect(
            try expand("@Entry var note: Optional<Note> = nil", in: .focusedValues).keyType.contains("Value = Note\n"))
    }

    @Test func refusesAValueWhoseTypeTheTextDoesNotTell() {
        let found = error("@Entry var theme = makeTheme(\n    dark: true)", in: .environmentValues)
        #expect(
            found?.message
                == "`@Entry` cannot tell the type of `theme` from `makeTheme( dark: true)`; write it, as in "
                + "`@Entry var theme: Type = makeTheme( dark: true)`")
        #expect(found?.text == "makeTheme(\n    dark: true)")
    }

    @Test func refusesANonOptionalTypeWithoutAValue() {
        let found = error("@Entry var count: Int", in: .transaction)
        #expect(
            found?.message
                == "`@Entry var count: Int` needs a default value, which views read until one sets `\\.count`; "
                + "write `@Entry var count: Int = …`, or make the type optional to start at `nil`")
        #expect(found?.text == "@Entry var count: Int")
    }

    @Test func refusesAPropertyWithNeitherTypeNorValue() {
        #expect(
            error("@Entry var count", in: .environmentValues)?.message
                == "`@Entry var count` needs a type and a default value, as in `@Entry var count: Type = value`; in "
                + "EnvironmentValues an optional type alone starts at `nil`")
    }

    @Test func refusesAFocusedValueWithADefault() {
        let found = error("@Entry var note: Note? = Note()", in: .focusedValues)
        #expect(
            found?.message
                == "`@Entry` in FocusedValues cannot take the default value `Note()`: focused values start at `nil` "
                + "until a focused view publishes one, so write `@Entry var note: Type?` with no default value")
        #expect(found?.text == "Note()")
    }

    @Test func refusesAFocusedValueWithoutAnOptionalType() {
        #expect(
            error("@Entry var note: Note", in: .focusedValues)?.message
                == "`@Entry` in FocusedValues needs an optional type, not `Note`: focused values start at `nil` "
                + "until a focused view publishes one, so write `@Entry var note: Type?` with no default value")
        #expect(
            error("@Entry var note = nil", in: .focusedValues)?.message
                == "`@Entry` in FocusedValues needs the property's type: focused values start at `nil` "
                + "until a focused view publishes one, so write `@Entry var note: Type?` with no default value")
    }
}
