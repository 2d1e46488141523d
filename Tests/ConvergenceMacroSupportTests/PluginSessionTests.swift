import Testing

@testable import ConvergenceMacroSupport

@Suite struct PluginSessionTests {
    private func reply(_ request: String) throws -> String {
        String(decoding: try PluginSession.reply(toPayload: Array(request.utf8)), as: UTF8.self)
    }

    private func syntax(_ source: String, offset: Int = 10, column: Int = 11) -> String {
        let location =
            #"{"fileID":"App/Views.swift","fileName":"/tmp/proto/Sources/App/Views.swift","offset":\#(offset),"line":1,"column":\#(column)}"#
        return #"{"kind":"expression","source":\#(JSONValue.string(source).serialized),"location":\#(location)}"#
    }

    private func freestanding(_ source: String, typeName: String = "PreviewMacro") -> String {
        """
        {"expandFreestandingMacro":{"macro":{"moduleName":"ConvergenceMacros","typeName":"\(typeName)","name":"Preview"},\
        "macroRole":"declaration","discriminator":"$s3AppD_","syntax":\(syntax(source)),"lexicalContext":[],\
        "staticBuildConfiguration":"{\\"big\\":true}"}}
        """
    }

    private func attached(_ declaration: String, context: [String]) -> String {
        """
        {"expandAttachedMacro":{"macro":{"moduleName":"ConvergenceMacros","name":"Previewable","typeName":"PreviewableMacro"},\
        "macroRole":"peer","discriminator":"D","attributeSyntax":\(syntax("@Previewable")),\
        "declSyntax":\(syntax(declaration, offset: 40, column: 1)),"parentDeclSyntax":null,"extendedTypeSyntax":null,\
        "conformanceListSyntax":null,"lexicalContext":[\(context.map { syntax($0) }.joined(separator: ","))]}}
        """
    }

    private func entry(_ declaration: String, role: String, context: [String]) -> String {
        """
        {"expandAttachedMacro":{"macro":{"moduleName":"ConvergenceMacros","name":"Entry","typeName":"EntryMacro"},\
        "macroRole":"\(role)","discriminator":"D","attributeSyntax":\(syntax("@Entry")),\
        "declSyntax":\(syntax(declaration, offset: 40, column: 1)),"parentDeclSyntax":null,"extendedTypeSyntax":null,\
        "conformanceListSyntax":null,"lexicalContext":[\(context.map { syntax($0) }.joined(separator: ","))]}}
        """
    }

    @Test func answersTheHandshake() throws {
        #expect(
            try reply(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
                == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }

    @Test func expandsAPreview() throws {
        let reply = try JSONReader.read(
            Array(try reply(freestanding("\n#Preview(\"Hello\") {\n    T(\"hi\")\n}")).utf8))
        #expect(reply.objectMembers?.map(\.key) == ["expandMacroResult"])
        #expect(reply["expandMacroResult"]?.objectMembers?.map(\.key) == ["expandedSource", "diagnostics"])
        #expect(reply["expandMacroResult"]?["diagnostics"] == .array([]))
        #expect(
            reply["expandMacroResult"]?["expandedSource"]?.stringValue == #"""
                public struct $s3AppD_18ConvergencePreviewfMu_: Convergence.PreviewRegistry {
                    public static let fileID: String = "App/Views.swift"
                    public static let filePath: String = "/tmp/proto/Sources/App/Views.swift"
                    public static let line: Int = 2
                    public static let column: Int = 1
                    @MainActor public static func makePreview() throws -> Convergence.Preview {
                        Convergence.Preview("Hello", body: {
                            T("hi")
                        })
                    }
                }
                """#)
    }

    @Test func reportsAnErrorAtItsPlaceInTheFile() throws {
        let expected = #"""
            {"expandMacroResult":{"expandedSource":null,"diagnostics":[{"message":"#Preview needs a body: write the view to preview in a trailing closure,\#
             as in `#Preview(\"Name\") { MyView() }`","severity":"error","position":{"fileName":"/tmp/proto/Sources/App/Views.swift",\#
            "offset":11},"highlights":[{"fileName":"/tmp/proto/Sources/App/Views.swift",\#
            "startOffset":11,"endOffset":19}],"notes":[],"fixIts":[]}]}}
            """#
        #expect(try reply(freestanding("\n#Preview(\"Hello\")")) == expected)
    }

    @Test func refusesAnUnknownMacroType() throws {
        let expected = #"""
            {"expandMacroResult":{"expandedSource":null,"diagnostics":[{"message":"ConvergenceMacros has no macro type `OtherMacro` (used as `Preview`); it implements `PreviewMacro`, `PreviewableMacro`, `EntryMacro`, \#
            `ModelMacro`, `PersistedPropertyMacro` and `SchemaMarkerMacro`",\#
            "severity":"error","position":{"fileName":"/tmp/proto/Sources/App/Views.swift",\#
            "offset":11},"highlights":[],"notes":[],"fixIts":[]}]}}
            """#
        #expect(try reply(freestanding("\n#Preview { T() }", typeName: "OtherMacro")) == expected)
    }

    @Test func expandsPreviewableToNothingInsideAPreview() throws {
        let request = attached("\n    @Previewable @State var count = 3", context: ["{\n}", "\n#Preview {\n}"])
        #expect(try reply(request) == #"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
    }

    @Test func reportsPreviewableOutsideAPreview() throws {
        let expected = #"""
            {"expandMacroResult":{"expandedSource":null,"diagnostics":[{"message":"`@Previewable` only declares state at the top of a #Preview body,\#
             as in `#Preview { @Previewable @State var count = 0; Counter(count: $count) }`; remove it here",\#
            "severity":"error","position":{"fileName":"/tmp/proto/Sources/App/Views.swift",\#
            "offset":45},"highlights":[{"fileName":"/tmp/proto/Sources/App/Views.swift",\#
            "startOffset":45,"endOffset":46}],"notes":[],"fixIts":[]}]}}
            """#
        #expect(try reply(attached("\n    @Previewable @State var count = 3", context: ["struct A {\n}"])) == expected)
    }

    @Test func expandsEntryToAccessorsAndAKeyType() throws {
        let declaration = "\n    @Entry var accentName: String = \"blue\""
        let context = ["\nextension EnvironmentValues {}"]
        let accessors = #"""
            {"expandMacroResult":{"expandedSource":"get {\n    self[__Key_accentName.self]\n}\nset {\n    self[__Key_accentName.self] = newValue\n}","diagnostics":[]}}
            """#
        let peer = #"""
            {"expandMacroResult":{"expandedSource":"private struct __Key_accentName: ConvergenceViews.EnvironmentKey {\n    typealias Value = String\n    static var defaultValue: Value {\n        \"blue\"\n    }\n}","diagnostics":[]}}
            """#
        #expect(try reply(entry(declaration, role: "accessor", context: context)) == accessors)
        #expect(try reply(entry(declaration, role: "peer", context: context)) == peer)
    }

    @Test func reportsAnEntryItCannotExpandOnceAtTheDeclaration() throws {
        let declaration = "\n    @Entry let accentName = \"blue\""
        let context = ["extension EnvironmentValues {}"]
        let expected = #"""
            {"expandMacroResult":{"expandedSource":null,"diagnostics":[{"message":"`@Entry` makes a property that views can set,\#
             so it needs `var`; write `@Entry var` instead of `@Entry let`",\#
            "severity":"error","position":{"fileName":"/tmp/proto/Sources/App/Views.swift",\#
            "offset":52},"highlights":[{"fileName":"/tmp/proto/Sources/App/Views.swift",\#
            "startOffset":52,"endOffset":55}],"notes":[],"fixIts":[]}]}}
            """#
        #expect(try reply(entry(declaration, role: "accessor", context: context)) == expected)
        #expect(
            try reply(entry(declaration, role: "peer", context: context))
                == #"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
    }

    @Test func reportsAnEntryOutsideAContainerExtension() throws {
        let expected = #"""
            {"expandMacroResult":{"expandedSource":null,"diagnostics":[{"message":"`@Entry` declares a property in an\#
             extension of EnvironmentValues, FocusedValues, Transaction or ContainerValues, as in\#
             `extension EnvironmentValues { @Entry var count: Type = value }`",\#
            "severity":"error","position":{"fileName":"/tmp/proto/Sources/App/Views.swift",\#
            "offset":41},"highlights":[{"fileName":"/tmp/proto/Sources/App/Views.swift",\#
            "startOffset":41,"endOffset":61}],"notes":[],"fixIts":[]}]}}
            """#
        #expect(
            try reply(entry("\n@Entry var count = 3", role: "accessor", context: ["struct Settings {}"])) == expected)
        #expect(try reply(entry("\n@Entry var count = 3", role: "accessor", context: [])) == expected)
    }

    @Test func declinesToLoadALibrary() throws {
        #expect(
            try reply(#"{"loadPluginLibrary":{"libraryPath":"/x.so","moduleName":"X"}}"#)
                == #"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
    }

    @Test func answersAnUnknownMessageWithAnError() throws {
        let expected = #"""
            {"expandMacroResult":{"expandedSource":null,"diagnostics":[{"message":"ConvergenceMacros does not know the compiler's `expandSomethingNew` message; it speaks plugin protocol version 7",\#
            "severity":"error","position":{"fileName":"","offset":0},"highlights":[],\#
            "notes":[],"fixIts":[]}]}}
            """#
        #expect(try reply(#"{"expandSomethingNew":{"x":1}}"#) == expected)
    }

    @Test func answersAMalformedMessageWithAnError() throws {
        let expected = #"""
            {"expandMacroResult":{"expandedSource":null,"diagnostics":[{"message":"ConvergenceMacros could not read the compiler's `expandAttachedMacro` message: `expandAttachedMacro.macro` should be an object",\#
            "severity":"error","position":{"fileName":"","offset":0},"highlights":[],\#
            "notes":[],"fixIts":[]}]}}
            """#
        #expect(try reply(#"{"expandAttachedMacro":{}}"#) == expected)
    }

    @Test func throwsOnAPayloadThatIsNotJSON() {
        #expect(throws: JSONSyntaxError("expected a string key", at: 18)) {
            try reply(#"{"getCapability":{x"#)
        }
    }
}
