import Testing

@testable import ConvergenceMacroSupport

@Suite struct PreviewMacroCallTests {
    @Test func readsTheNameAndATrailingClosure() throws {
        let parsed = try ParsedPreview("\n#Preview(\"Hello\") {\n    T(\"hi\")\n}")
        #expect(parsed == ParsedPreview(arguments: [#""Hello""#], statements: #"T("hi")"#))
    }

    @Test func readsABareTrailingClosureAndEmptyParentheses() throws {
        #expect(try ParsedPreview("#Preview { T(\"a\") }") == ParsedPreview(statements: #"T("a")"#))
        #expect(try ParsedPreview("#Preview() {\n  T(\"a\")\n}") == ParsedPreview(statements: #"T("a")"#))
    }

    @Test func findsThePoundAfterLeadingTriviaAndComments() throws {
        let call = try PreviewMacroCall.parse("\n  // a comment\n  /* another */ #Preview { T() }")
        #expect(call.poundOffset == 32)
    }

    @Test func readsAPreviewAfterAttributes() throws {
        let source = "\n@available(iOS 18.0, macOS 15.0, *)\n@MainActor #Preview(\"New\") {\n    T()\n}"
        let call = try PreviewMacroCall.parse(source)
        #expect(call.poundOffset == 48)
        #expect(try ParsedPreview(source) == ParsedPreview(arguments: [#""New""#], statements: "T()"))
    }

    @Test func keepsStringsHoldingBracesParenthesesAndCommas() throws {
        let parsed = try ParsedPreview(#"#Preview("a { b ( c, d") { T("}") ; T(")") }"#)
        #expect(parsed.arguments == [#""a { b ( c, d""#])
        #expect(parsed.statements == #"T("}") ; T(")")"#)
    }

    @Test func keepsRawStringsWithInterpolation() throws {
        let source = ##"#Preview(#"say "}" \#("{" + ")")"#) { T(#"\(notInterpolated"#) }"##
        let parsed = try ParsedPreview(source)
        #expect(parsed.arguments == [##"#"say "}" \#("{" + ")")"#"##])
        #expect(parsed.statements == ##"T(#"\(notInterpolated"#)"##)
    }

    @Test func keepsMultiLineStringsAndTheirIndentation() throws {
        let source = #"""
            #Preview {
                    T("""
                        line with } and ")
                      second
                        """)
            }
            """#
        let parsed = try ParsedPreview(source)
        #expect(
            parsed.statements == #"""
                T("""
                    line with } and ")
                  second
                    """)
                """#)
    }

    @Test func keepsInterpolationsHoldingStringsAndClosures() throws {
        let source = #"#Preview("n \(items.map { "\($0))" }.joined(separator: ", "))") { T("x") }"#
        let parsed = try ParsedPreview(source)
        #expect(parsed.arguments == [#""n \(items.map { "\($0))" }.joined(separator: ", "))""#])
        #expect(parsed.statements == #"T("x")"#)
    }

    @Test func keepsCommentsInTheBody() throws {
        let source = """
            #Preview("c") { // why
                /* nested /* block { */ still comment ) */
                T("a") // trailing }
                // last
            }
            """
        let parsed = try ParsedPreview(source)
        #expect(parsed.arguments == [#""c""#])
        #expect(
            parsed.statements == """
                // why
                /* nested /* block { */ still comment ) */
                T("a") // trailing }
                // last
                """)
    }

    @Test func readsTraitsAndMoreTraits() throws {
        let parsed = try ParsedPreview(
            #"#Preview("T", traits: .landscapeLeft, .fixedLayout(width: 10, height: 2)) { T() }"#)
        #expect(parsed.arguments == [#""T""#, "traits: .landscapeLeft", ".fixedLayout(width: 10, height: 2)"])
        #expect(try ParsedPreview("#Preview(traits: .a) { T() }").arguments == ["traits: .a"])
    }

    @Test func readsABodyArgumentInsideTheParentheses() throws {
        let parsed = try ParsedPreview(#"#Preview("x", body: { T("in") })"#)
        #expect(parsed == ParsedPreview(arguments: [#""x""#], statements: #"T("in")"#))
        #expect(try ParsedPreview("#Preview(body: {\n    T()\n},)") == ParsedPreview(statements: "T()"))
    }

    @Test func passesABodyThatIsNotAClosureLiteralVerbatim() throws {
        #expect(try ParsedPreview("#Preview(\"x\", body: makeView)").statements == "<expression> makeView")
        #expect(try ParsedPreview("#Preview(body: { T() }())").statements == "<expression> { T() }()")
    }

    @Test func dropsTheClosureSignature() throws {
        let parsed = try ParsedPreview("#Preview { () -> any View in\n    T(\"a\")\n}")
        #expect(parsed.statements == #"T("a")"#)
        #expect(try ParsedPreview("#Preview { @MainActor () -> some View in T() }").statements == "T()")
    }

    @Test func keepsAForInLoopThatIsNotASignature() throws {
        let parsed = try ParsedPreview("#Preview {\n    for item in items { T(item) }\n}")
        #expect(parsed.statements == "for item in items { T(item) }")
    }

    @Test func keepsNestedClosuresAndTrailingClosuresInTheBody() throws {
        let source = """
            #Preview {
                VStack {
                    ForEach(items) { item in
                        T(item.name)
                    }
                }
                .padding()
            }
            """
        #expect(
            try ParsedPreview(source).statements == """
                VStack {
                    ForEach(items) { item in
                        T(item.name)
                    }
                }
                .padding()
                """)
    }

    @Test func reindentsABodyThatStartsOnTheBraceLine() throws {
        let parsed = try ParsedPreview("#Preview { VStack {\n        T(\"a\")\n    }\n}")
        #expect(parsed.statements == "VStack {\n    T(\"a\")\n}")
    }

    @Test func readsCRLFLineEndings() throws {
        let source =
            "\r\n#Preview(\"w\") {\r\n    @Previewable @State var on = true\r\n    T(\"a\")\r\n        .bold()\r\n}"
        let parsed = try ParsedPreview(source)
        #expect(
            parsed
                == ParsedPreview(
                    arguments: [#""w""#], declarations: ["@State var on = true"], statements: "T(\"a\")\n    .bold()"))
    }
}
