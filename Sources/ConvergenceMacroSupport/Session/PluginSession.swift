/// What the plugin answers to each message from the compiler: a pure function, so every reply can be tested
/// without a process.
///
/// ```swift
/// let reply = try PluginSession.reply(toPayload: Array(#"{"getCapability":{}}"#.utf8))
/// // String(decoding: reply, as: UTF8.self) == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#
/// ```
package enum PluginSession {
    /// The implementation type `#externalMacro` names for `#Preview`.
    package static let previewMacroType = "PreviewMacro"
    /// The implementation type `#externalMacro` names for `@Previewable`.
    package static let previewableMacroType = "PreviewableMacro"
    /// The implementation type `#externalMacro` names for `@Entry`.
    package static let entryMacroType = "EntryMacro"
    /// The implementation type `#externalMacro` names for SwiftData's `@Model`.
    package static let modelMacroType = "ModelMacro"
    /// The implementation type behind `@_PersistedProperty`, which `@Model` puts on each stored property.
    package static let persistedPropertyMacroType = "PersistedPropertyMacro"
    /// The implementation type behind the markers that only `@Model` reads (`@Attribute`, `@Relationship`,
    /// `@Transient`) and the schema declarations `#Unique` and `#Index`: they expand to nothing.
    package static let schemaMarkerMacroType = "SchemaMarkerMacro"

    /// The reply payload to the message payload `bytes` (frames' headers excluded).
    ///
    /// - Throws: `JSONSyntaxError` when `bytes` are not JSON, which means the stream is broken.
    package static func reply(toPayload bytes: [UInt8]) throws(JSONSyntaxError) -> [UInt8] {
        reply(to: HostMessage(json: try JSONReader.read(bytes))).json.serializedBytes
    }

    /// The reply to `message`.
    package static func reply(to message: HostMessage) -> PluginReply {
        switch message {
        case .getCapability:
            return .capability(protocolVersion: PluginReply.protocolVersion)
        case .expandFreestandingMacro(let request):
            return expand(request)
        case .expandAttachedMacro(let request):
            return expand(request)
        case .loadPluginLibrary:
            return .libraryLoad(loaded: false, diagnostics: [])
        case .unknown(let name):
            return .failure(
                .unplaced(
                    "ConvergenceMacros does not know the compiler's `\(name)` message; it speaks plugin protocol "
                        + "version \(PluginReply.protocolVersion)"))
        case .malformed(let name, let problem):
            return .failure(.unplaced("ConvergenceMacros could not read the compiler's `\(name)` message: \(problem)"))
        }
    }

    private static func expand(_ request: FreestandingMacroRequest) -> PluginReply {
        let syntax = request.syntax
        if request.macro.typeName == schemaMarkerMacroType { return .expansion(source: "", diagnostics: []) }
        guard request.macro.typeName == previewMacroType else {
            return .failure(unknownMacro(request.macro, at: syntax))
        }
        do {
            let call = try PreviewMacroCall.parse(syntax.source)
            let position = syntax.position(ofByte: call.poundOffset)
            let expansion = PreviewExpansion(
                call: call, discriminator: request.discriminator, fileID: syntax.location.fileID,
                filePath: syntax.location.fileName, line: position.line, column: position.column,
                atFileScope: request.lexicalContext.isEmpty)
            return .expansion(source: expansion.source, diagnostics: [])
        } catch {
            return .failure(diagnostic(error, in: syntax))
        }
    }

    private static func expand(_ request: AttachedMacroRequest) -> PluginReply {
        switch request.macro.typeName {
        case entryMacroType: return expandEntry(request)
        case modelMacroType: return expandModel(request)
        case persistedPropertyMacroType: return expandPersistedProperty(request)
        case schemaMarkerMacroType: return .expansion(source: "", diagnostics: [])
        default: break
        }
        guard request.macro.typeName == previewableMacroType else {
            return .failure(unknownMacro(request.macro, at: request.attributeSyntax))
        }
        do {
            try PreviewableAttribute.check(
                declaration: request.declarationSyntax.source, lexicalContext: request.lexicalContext.map(\.source))
            return .expansion(source: "", diagnostics: [])
        } catch {
            return .failure(diagnostic(error, in: request.declarationSyntax))
        }
    }

    /// `@Entry`'s getter and setter (the accessor role) or its key type (the peer role). A declaration it cannot
    /// expand is reported once, by the accessor role; the peer role then adds nothing.
    private static func expandEntry(_ request: AttachedMacroRequest) -> PluginReply {
        let syntax = request.declarationSyntax
        do throws(EntrySyntaxError) {
            let declaration = try EntryDeclaration.parse(syntax.source)
            guard let container = request.lexicalContext.first.flatMap({ EntryContainer(context: $0.source) }) else {
                let names = EntryContainer.allCases.map(\.rawValue)
                let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
                throw EntrySyntaxError(
                    "`@Entry` declares a property in an extension of \(list), as in "
                        + "`extension EnvironmentValues { @Entry var \(declaration.name): Type = value }`",
                    at: declaration.range)
            }
            let expansion = try EntryExpansion(declaration, in: container)
            return .expansion(source: request.role == "peer" ? expansion.keyType : expansion.accessors, diagnostics: [])
        } catch {
            guard request.role != "peer" else { return .expansion(source: "", diagnostics: []) }
            return .failure(diagnostic(message: error.message, range: error.range, in: syntax))
        }
    }

    /// `@Model`'s roles: the attribute on each stored property (member attribute), the registrar, backing data and
    /// schema (member), and the conformances (extension).
    private static func expandModel(_ request: AttachedMacroRequest) -> PluginReply {
        if request.role == "memberAttribute" {
            return .expansion(
                source: ModelExpansion.memberAttribute(for: request.declarationSyntax.source), diagnostics: [])
        }
        let syntax = request.declarationSyntax
        do throws(ModelSyntaxError) {
            let model = try ModelClass.parse(syntax.source)
            switch request.role {
            case "member":
                return .expansion(source: ModelExpansion.members(of: model), diagnostics: [])
            case "extension":
                let source = ModelExpansion.conformances(of: model, missing: request.conformanceListSyntax?.source)
                return .expansion(source: source, diagnostics: [])
            default:
                return .expansion(source: "", diagnostics: [])
            }
        } catch {
            // The member role reports the error; the other roles then add nothing.
            guard request.role == "member" else { return .expansion(source: "", diagnostics: []) }
            return .failure(diagnostic(message: error.message, range: error.range, in: syntax))
        }
    }

    /// `@_PersistedProperty`'s accessors (the accessor role) and its storage (the peer role).
    private static func expandPersistedProperty(_ request: AttachedMacroRequest) -> PluginReply {
        guard let property = ModelProperty.parse(request.declarationSyntax.source) else {
            return .expansion(source: "", diagnostics: [])
        }
        let source =
            request.role == "peer" ? ModelExpansion.storage(of: property) : ModelExpansion.accessors(of: property)
        return .expansion(source: source, diagnostics: [])
    }

    private static func unknownMacro(_ macro: MacroReference, at syntax: MacroSyntax) -> MacroDiagnostic {
        let start = syntax.source.utf8.prefix { PreviewParser.isWhitespace($0) }.count
        return MacroDiagnostic(
            message: "ConvergenceMacros has no macro type `\(macro.typeName)` (used as `\(macro.name)`); it "
                + "implements `\(previewMacroType)`, `\(previewableMacroType)`, `\(entryMacroType)`, "
                + "`\(modelMacroType)`, `\(persistedPropertyMacroType)` and `\(schemaMarkerMacroType)`",
            fileName: syntax.location.fileName, offset: syntax.position(ofByte: start).offset)
    }

    /// `error`, whose range is in `syntax.source`, placed in the file.
    private static func diagnostic(_ error: PreviewSyntaxError, in syntax: MacroSyntax) -> MacroDiagnostic {
        diagnostic(message: error.message, range: error.range, in: syntax)
    }

    /// An error `message` about the bytes in `range` of `syntax.source`, placed in the file.
    private static func diagnostic(message: String, range: Range<Int>, in syntax: MacroSyntax) -> MacroDiagnostic {
        let start = syntax.position(ofByte: range.lowerBound).offset
        let end = syntax.position(ofByte: range.upperBound).offset
        return MacroDiagnostic(
            message: message, fileName: syntax.location.fileName, offset: start, highlights: [start..<end])
    }
}
