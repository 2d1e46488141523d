import Testing

@testable import ConvergenceMacroSupport

@Suite struct PreviewExpansionTests {
    private func expand(_ source: String, filePath: String = "/tmp/proto/Sources/App/Views.swift") throws -> String {
        PreviewExpansion(
            call: try PreviewMacroCall.parse(source), discriminator: "$s3App4PrevfMf_", fileID: "App/Views.swift",
            filePath: filePath, line: 2, column: 1
        ).source
    }

    @Test func expandsANamedPreviewWithState() throws {
        let source = #"""

            #Preview("Hello") {
                @Previewable @State var count = 3
                return T("n \(count)")
            }
            """#
        #expect(
            try expand(source) == #"""
                public struct $s3App4PrevfMf_18ConvergencePreviewfMu_: Convergence.PreviewRegistry {
                    public static let fileID: String = "App/Views.swift"
                    public static let filePath: String = "/tmp/proto/Sources/App/Views.swift"
                    public static let line: Int = 2
                    public static let column: Int = 1
                    @MainActor public static func makePreview() throws -> Convergence.Preview {
                        Convergence.Preview("Hello", body: { Content() })
                    }
                    struct Content: Convergence.View {
                        @State var count = 3
                        var body: some Convergence.View {
                            return T("n \(count)")
                        }
                    }
                }
                """#)
    }

    @Test func expandsAPreviewWithoutArgumentsOrState() throws {
        let source = "#Preview {\n    VStack {\n        T(\"a\")\n    }\n    .padding()\n}"
        #expect(
            try expand(source) == #"""
                public struct $s3App4PrevfMf_18ConvergencePreviewfMu_: Convergence.PreviewRegistry {
                    public static let fileID: String = "App/Views.swift"
                    public static let filePath: String = "/tmp/proto/Sources/App/Views.swift"
                    public static let line: Int = 2
                    public static let column: Int = 1
                    @MainActor public static func makePreview() throws -> Convergence.Preview {
                        Convergence.Preview(body: {
                            VStack {
                                T("a")
                            }
                            .padding()
                        })
                    }
                }
                """#)
    }

    @Test func passesTraitsAndABodyExpression() throws {
        let source = #"#Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout, body: makeView)"#
        #expect(
            try expand(source) == #"""
                public struct $s3App4PrevfMf_18ConvergencePreviewfMu_: Convergence.PreviewRegistry {
                    public static let fileID: String = "App/Views.swift"
                    public static let filePath: String = "/tmp/proto/Sources/App/Views.swift"
                    public static let line: Int = 2
                    public static let column: Int = 1
                    @MainActor public static func makePreview() throws -> Convergence.Preview {
                        Convergence.Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout, body: makeView)
                    }
                }
                """#)
    }

    @Test func keepsBlankLinesEmptyAndMultiLineStringsIntact() throws {
        let source = "#Preview {\n\tT(\"\"\"\n\t\tone\n\n\t\t  two\n\t\t\"\"\")\n\n\tT(\"b\")\n}"
        let expansion = try expand(source)
        #expect(
            expansion.contains(
                "            T(\"\"\"\n            \tone\n\n            \t  two\n            \t\"\"\")\n\n            T(\"b\")\n"
            ))
    }

    @Test func escapesFilePaths() throws {
        let expansion = try expand("#Preview { T() }", filePath: "/tmp/a \"quoted\" \\ dir/é\t.swift")
        #expect(expansion.contains(#"static let filePath: String = "/tmp/a \"quoted\" \\ dir/é\t.swift""#))
    }

    @Test func escapesEveryControlCharacter() {
        #expect(PreviewExpansion.stringLiteral("a\n\r\0\u{1}\u{7F}b😀") == #""a\n\r\0\u{1}\u{7f}b😀""#)
    }

    @Test func namesTheStructAsTheCompilerMangles() throws {
        let call = try PreviewMacroCall.parse("#Preview { T() }")
        let expansion = PreviewExpansion(
            call: call, discriminator: "$sD_", fileID: "", filePath: "", line: 1, column: 1)
        #expect(expansion.typeName == "$sD_18ConvergencePreviewfMu_")
    }
}

@Suite struct PreviewExpansionScopeTests {
    @Test func aPreviewInsideADeclarationIsNotMadePublic() throws {
        let call = try PreviewMacroCall.parse("#Preview { T() }")
        let nested = PreviewExpansion(
            call: call, discriminator: "$s3App4PrevfMf_", fileID: "App/V.swift", filePath: "/V.swift", line: 1,
            column: 1, atFileScope: false)
        #expect(!nested.source.contains("public"))
        let fileScope = PreviewExpansion(
            call: call, discriminator: "$s3App4PrevfMf_", fileID: "App/V.swift", filePath: "/V.swift", line: 1,
            column: 1)
        #expect(fileScope.source.hasPrefix("public struct "))
    }
}
