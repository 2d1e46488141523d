import Testing

@testable import ConvergenceMacroSupport

@Suite struct HostMessageTests {
    private func message(_ text: String) throws -> HostMessage {
        HostMessage(json: try JSONReader.read(Array(text.utf8)))
    }

    private let location =
        #""location":{"fileID":"App/V.swift","fileName":"/p/V.swift","offset":10,"line":1,"column":11}"#

    @Test func readsTheHandshakeWithOrWithoutACapability() throws {
        #expect(
            try message(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
                == .getCapability(protocolVersion: 7))
        #expect(try message(#"{"getCapability":{"capability":null}}"#) == .getCapability(protocolVersion: nil))
        #expect(try message(#"{"getCapability":{}}"#) == .getCapability(protocolVersion: nil))
    }

    @Test func readsAFreestandingExpansionIgnoringUnknownKeys() throws {
        let text = """
            {"expandFreestandingMacro":{"macro":{"moduleName":"ConvergenceMacros","typeName":"PreviewMacro",\
            "name":"Preview","extra":1},"macroRole":"declaration","discriminator":"D","syntax":{"kind":"expression",\
            "source":"#Preview { }",\(location)},"lexicalContext":[],"staticBuildConfiguration":"{}","future":[1]}}
            """
        let expected = FreestandingMacroRequest(
            macro: MacroReference(moduleName: "ConvergenceMacros", typeName: "PreviewMacro", name: "Preview"),
            role: "declaration", discriminator: "D",
            syntax: MacroSyntax(
                kind: "expression", source: "#Preview { }",
                location: MacroSourceLocation(
                    fileID: "App/V.swift", fileName: "/p/V.swift", offset: 10, line: 1, column: 11)))
        #expect(try message(text) == .expandFreestandingMacro(expected))
    }

    @Test func readsAnAttachedExpansionWithItsLexicalContext() throws {
        let syntax = #"{"kind":"declaration","source":"@Previewable var a = 1",\#(location)}"#
        let text = """
            {"expandAttachedMacro":{"macro":{"moduleName":"M","typeName":"PreviewableMacro","name":"Previewable"},\
            "macroRole":"peer","discriminator":"D","attributeSyntax":\(syntax),"declSyntax":\(syntax),\
            "parentDeclSyntax":null,"extendedTypeSyntax":null,"conformanceListSyntax":null,\
            "lexicalContext":[\(syntax),\(syntax)]}}
            """
        guard case .expandAttachedMacro(let request) = try message(text) else {
            Issue.record("not an attached expansion")
            return
        }
        #expect(request.role == "peer")
        #expect(request.declarationSyntax.source == "@Previewable var a = 1")
        #expect(request.lexicalContext.count == 2)
    }

    @Test func readsALibraryLoad() throws {
        #expect(
            try message(#"{"loadPluginLibrary":{"libraryPath":"/l.so","moduleName":"M"}}"#)
                == .loadPluginLibrary(libraryPath: "/l.so", moduleName: "M"))
    }

    @Test func namesUnknownMessages() throws {
        #expect(try message(#"{"somethingNew":{}}"#) == .unknown(name: "somethingNew"))
        #expect(try message("[1]") == .unknown(name: "(not an object)"))
        #expect(try message("{}") == .unknown(name: "(empty object)"))
    }

    @Test func namesTheMissingField() throws {
        #expect(
            try message(#"{"expandFreestandingMacro":{"macro":{"moduleName":"M","typeName":"T","name":"N"}}}"#)
                == .malformed(
                    name: "expandFreestandingMacro",
                    problem: MessageShapeError(field: "expandFreestandingMacro.discriminator", expected: "a string")))
        let badLocation = """
            {"expandFreestandingMacro":{"macro":{"moduleName":"M","typeName":"T","name":"N"},"discriminator":"D",\
            "syntax":{"kind":"expression","source":"","location":{"fileID":"a","fileName":"b","offset":"1"}}}}
            """
        #expect(
            try message(badLocation)
                == .malformed(
                    name: "expandFreestandingMacro",
                    problem: MessageShapeError(
                        field: "expandFreestandingMacro.syntax.location.offset", expected: "an integer")))
        #expect(
            try message(#"{"loadPluginLibrary":3}"#)
                == .malformed(
                    name: "loadPluginLibrary",
                    problem: MessageShapeError(field: "loadPluginLibrary", expected: "an object")))
    }
}
