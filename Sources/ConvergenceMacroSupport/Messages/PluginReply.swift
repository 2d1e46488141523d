/// One message from the plugin to the compiler.
package enum PluginReply: Equatable, Sendable {
    /// The answer to the handshake.
    case capability(protocolVersion: Int)
    /// The answer to every expansion request: the source to insert, or nil with at least one error.
    case expansion(source: String?, diagnostics: [MacroDiagnostic])
    /// The answer to `loadPluginLibrary`.
    case libraryLoad(loaded: Bool, diagnostics: [MacroDiagnostic])

    /// The protocol version this plugin speaks: 7 sends the lexical context `@Previewable` checks.
    package static let protocolVersion = 7

    /// An expansion that failed with one error.
    package static func failure(_ diagnostic: MacroDiagnostic) -> PluginReply {
        .expansion(source: nil, diagnostics: [diagnostic])
    }

    /// The reply in the wire form `{"caseName":{"label":value,…}}`.
    package var json: JSONValue {
        switch self {
        case .capability(let version):
            return .object([
                ("getCapabilityResult", .object([("capability", .object([("protocolVersion", .integer(version))]))]))
            ])
        case .expansion(let source, let diagnostics):
            return .object([
                (
                    "expandMacroResult",
                    .object([
                        ("expandedSource", source.map(JSONValue.string) ?? .null),
                        ("diagnostics", .array(diagnostics.map(\.json))),
                    ])
                )
            ])
        case .libraryLoad(let loaded, let diagnostics):
            return .object([
                (
                    "loadPluginLibraryResult",
                    .object([("loaded", .bool(loaded)), ("diagnostics", .array(diagnostics.map(\.json)))])
                )
            ])
        }
    }
}
