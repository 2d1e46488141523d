import ConvergenceSwiftLexer
import Testing

@testable import ConvergenceMacroSupport

@Suite struct PreviewMacroCallDeclarationTests {
    @Test func liftsEveryPreviewableForm() throws {
        let source = #"""
            #Preview {
                @Previewable @State var count = 3
                @Previewable @State private var text: String = ""
                @Previewable @FocusState var focused: Bool
                @Previewable let model = Model()
                @Previewable
                @State var onNextLine = false
                @Previewable @State var items = [
                    "a",
                    "b",
                ]
                @Previewable @State var sorted = Model.items
                    .sorted { $0 < $1 }
                T("n \(count)")
            }
            """#
        let parsed = try ParsedPreview(source)
        #expect(
            parsed.declarations == [
                "@State var count = 3",
                #"@State private var text: String = """#,
                "@FocusState var focused: Bool",
                "let model = Model()",
                "@State var onNextLine = false",
                "@State var items = [\n    \"a\",\n    \"b\",\n]",
                "@State var sorted = Model.items\n    .sorted { $0 < $1 }",
            ])
        #expect(parsed.statements == #"T("n \(count)")"#)
    }

    @Test func keepsCommentsAroundDeclarations() throws {
        let source = """
            #Preview {
                // The counter's start.
                @Previewable @State var count = 3 // three
                // Show it.
                Counter(count: $count)
            }
            """
        let parsed = try ParsedPreview(source)
        #expect(parsed.declarations == ["// The counter's start.\n@State var count = 3 // three"])
        #expect(parsed.statements == "// Show it.\nCounter(count: $count)")
    }

    @Test func keepsOtherAttributesAndQualifiedNames() throws {
        let source = "#Preview {\n    @MainActor @Convergence.Previewable @State var a = 1; T()\n}"
        let parsed = try ParsedPreview(source)
        #expect(parsed.declarations == ["@MainActor @State var a = 1"])
        #expect(parsed.statements == "T()")
    }

    @Test func keepsLetsAndIfsAfterTheDeclarations() throws {
        let source = """
            #Preview {
                @Previewable @State var on = true
                let label = on ? "On" : "Off"
                if on {
                    T(label)
                } else {
                    T("-")
                }
            }
            """
        let parsed = try ParsedPreview(source)
        #expect(parsed.declarations == ["@State var on = true"])
        #expect(
            parsed.statements == """
                let label = on ? "On" : "Off"
                if on {
                    T(label)
                } else {
                    T("-")
                }
                """)
    }

    @Test func liftsDeclarationsFromAnywhereAtTheRootAsSwiftUIDoes() throws {
        let source = """
            #Preview("Interleaved") {
                let label = "a"
                @Previewable @State var b = 2  // two
                T(label)
                #if os(macOS)
                    .frame(width: 300)
                #endif
                @Previewable @State var c = 3; T("c")
            }
            """
        let parsed = try ParsedPreview(source)
        #expect(parsed.declarations == ["@State var b = 2  // two", "@State var c = 3"])
        #expect(
            parsed.statements == """
                let label = "a"
                T(label)
                #if os(macOS)
                    .frame(width: 300)
                #endif
                T("c")
                """)
    }

    @Test func keepsConditionalCompilationInTheBody() throws {
        let source = """
            #Preview {
                #if os(iOS)
                NavigationStack { T() }
                #else
                T()
                #endif
            }
            """
        let parsed = try ParsedPreview(source)
        #expect(parsed.declarations.isEmpty)
        #expect(parsed.statements == "#if os(iOS)\nNavigationStack { T() }\n#else\nT()\n#endif")
    }

    @Test func splitsStatementsAsSwiftReadsLineBreaks() {
        let source = LexedSource(
            """
            {
                let a = 1 +
                    2
                let b = a
                    + 3
                T(a)
                    .bold()
                @Previewable
                @State var c = 0
                return T(b)
                (x)
                if a { } else { }
                f()
                { }
            }
            """)
        let parser = PreviewParser(source: source)
        let statements = parser.splitStatements(from: 1, to: source.tokens.count - 1).map {
            PreviewParser.abbreviate(source.text(from: $0.lowerBound, through: $0.upperBound - 1))
        }
        #expect(
            statements == [
                "let a = 1 + 2", "let b = a + 3", "T(a) .bold()", "@Previewable @State var c = 0", "return T(b)",
                "(x)", "if a { } else { }", "f() { }",
            ])
    }
}
