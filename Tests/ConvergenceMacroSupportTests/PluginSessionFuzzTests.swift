import ConvergenceSwiftLexer
import ConvergenceTestSupport
import Testing

@testable import ConvergenceMacroSupport

/// Mangled sources and frames, drawn from a seeded generator so every run tries the same ones: the plugin must
/// answer each with an expansion or an error, never trap.
@Suite struct PluginSessionFuzzTests {
    private static let seeds = [
        "\n#Preview(\"Hello\") {\n    @Previewable @State var count = 3\n    return T(\"n \\(count)\")\n}",
        "#Preview(\"x\", traits: .a, .b(1, 2), body: { () -> any View in VStack { T(\"}\") }.padding() })",
        "#Preview(#\"raw \\#(\"{\")\"#) {\n    // c {\n    /* nested /* ( */ */\n    T(\"\"\"\n      }\n      \"\"\")\n}",
        "#Preview {\r\n    @Previewable\r\n    @State private var text: String = \"\"\r\n    Field(text: $text)\r\n}",
        "#Preview { @Previewable let m = M(); for i in 0..<3 { T(\"\\(i)\") }; x = /a(b/ }",
    ]

    private static let fragments = [
        "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#", "#\"", "\"#", "\\(", "\\#(", "/*", "*/", "//", "\n", "\r\n",
        "@Previewable ", "@", ",", ":", "body:", "traits:", " in ", "/", "`", ";", "let ", "var ", "é", "\u{0}",
    ]

    private func mutate(_ source: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = source
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                bytes = Array(bytes.prefix(position))
            case 1:
                let end = min(bytes.count, position + Int.random(in: 1...8, using: &random))
                bytes.removeSubrange(position..<end)
            case 2:
                bytes.insert(contentsOf: Self.fragments.randomElement(using: &random)!.utf8, at: position)
            case 3:
                bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
            default:
                let end = min(bytes.count, position + Int.random(in: 1...20, using: &random))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            }
        }
        return bytes
    }

    private func syntax(_ source: String) -> MacroSyntax {
        MacroSyntax(
            kind: "expression", source: source,
            location: MacroSourceLocation(fileID: "A/B.swift", fileName: "/a/B.swift", offset: 100, line: 5, column: 3))
    }

    @Test func answersEveryMangledPreviewWithAnExpansionOrOneError() {
        var random = SplitMix64(seed: 0x5EED)
        var expanded = 0
        for round in 0..<4_000 {
            let seed = Array(Self.seeds[round % Self.seeds.count].utf8)
            let source = String(decoding: mutate(seed, using: &random), as: UTF8.self)
            let request = FreestandingMacroRequest(
                macro: MacroReference(moduleName: "ConvergenceMacros", typeName: "PreviewMacro", name: "Preview"),
                role: "declaration", discriminator: "D", syntax: syntax(source))
            switch PluginSession.reply(to: .expandFreestandingMacro(request)) {
            case .expansion(let expansion?, let diagnostics):
                expanded += 1
                #expect(diagnostics.isEmpty)
                #expect(LexedSource(expansion).unbalancedBracket == nil, "\(source)")
            case .expansion(nil, let diagnostics):
                #expect(diagnostics.count == 1)
                let offset = diagnostics.first?.offset ?? -1
                #expect((100...100 + source.utf8.count).contains(offset), "\(source)")
            default:
                Issue.record("unexpected reply for \(source)")
            }
        }
        #expect(expanded > 100)
    }

    @Test func answersEveryMangledPreviewableDeclaration() {
        var random = SplitMix64(seed: 0xA77AC4)
        for round in 0..<2_000 {
            let seed = Array(Self.seeds[round % Self.seeds.count].utf8)
            let source = String(decoding: mutate(seed, using: &random), as: UTF8.self)
            let request = AttachedMacroRequest(
                macro: MacroReference(
                    moduleName: "ConvergenceMacros", typeName: "PreviewableMacro", name: "Previewable"),
                role: "peer", discriminator: "D", attributeSyntax: syntax("@Previewable"),
                declarationSyntax: syntax(source), lexicalContext: [syntax(source)])
            guard
                case .expansion(let expansion, let diagnostics) = PluginSession.reply(to: .expandAttachedMacro(request))
            else {
                Issue.record("unexpected reply for \(source)")
                continue
            }
            #expect((expansion == "") == diagnostics.isEmpty)
        }
    }

    @Test func answersOrRefusesEveryMangledFrame() throws {
        let request = """
            {"expandFreestandingMacro":{"macro":{"moduleName":"ConvergenceMacros","typeName":"PreviewMacro",\
            "name":"Preview"},"macroRole":"declaration","discriminator":"D","syntax":{"kind":"expression",\
            "source":"#Preview(\\"\\u00e9\\\\n\\") { T() }","location":{"fileID":"a","fileName":"b","offset":1,\
            "line":1,"column":1}},"lexicalContext":[]}}
            """
        _ = try PluginSession.reply(toPayload: Array(request.utf8))
        var random = SplitMix64(seed: 0xF4A3E)
        var answered = 0
        for _ in 0..<3_000 {
            let payload = mutate(Array(request.utf8), using: &random)
            do {
                let reply = try PluginSession.reply(toPayload: payload)
                answered += 1
                #expect(throws: Never.self) { try JSONReader.read(reply) }
            } catch {
                #expect(error.offset >= 0 && error.offset <= payload.count)
            }
        }
        #expect(answered > 100)
    }

    @Test func lexesRandomBytesWithoutLosingOrder() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in
                Array("\"#\\()/*{}\n`a1.+@".utf8).randomElement(using: &random)!
            }
            let tokens = SwiftLexer.tokens(in: bytes)
            #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound })
            #expect(tokens.allSatisfy { !$0.range.isEmpty && $0.range.upperBound <= bytes.count })
        }
    }
}
