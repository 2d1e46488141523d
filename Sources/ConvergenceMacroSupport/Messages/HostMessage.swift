/// One message from the compiler to the plugin.
///
/// On the wire each is Swift's synthesized `Codable` form of an enum case with associated values:
/// `{"caseName":{"label":value,…}}`. Fields the plugin does not use are ignored.
package enum HostMessage: Equatable, Sendable {
    /// The handshake; the host's protocol version when it sent one.
    case getCapability(protocolVersion: Int?)
    /// Expand a freestanding macro: `#Preview`.
    case expandFreestandingMacro(FreestandingMacroRequest)
    /// Expand an attached macro: `@Previewable`.
    case expandAttachedMacro(AttachedMacroRequest)
    /// A request to load a dynamic library, which an executable plugin does not do.
    case loadPluginLibrary(libraryPath: String, moduleName: String)
    /// A message this plugin does not know, by its case name.
    case unknown(name: String)
    /// A known message without a field the plugin needs.
    case malformed(name: String, problem: MessageShapeError)

    /// The message `json` holds; never fails, since an unexpected shape is a message to answer, not a crash.
    package init(json: JSONValue) {
        guard let members = json.objectMembers, let first = members.first else {
            self = .unknown(name: json.objectMembers == nil ? "(not an object)" : "(empty object)")
            return
        }
        let (name, payload) = members.first { Self.knownNames.contains($0.key) } ?? first
        guard Self.knownNames.contains(name) else {
            self = .unknown(name: name)
            return
        }
        let fields: JSONFields
        do {
            fields = try JSONFields(payload, name: name)
        } catch {
            self = .malformed(name: name, problem: error)
            return
        }
        do {
            self = try Self.decode(name: name, fields: fields)
        } catch {
            self = .malformed(name: name, problem: error.nested(in: name))
        }
    }

    private static let knownNames = [
        "getCapability", "expandFreestandingMacro", "expandAttachedMacro", "loadPluginLibrary",
    ]

    private static func decode(name: String, fields: JSONFields) throws(MessageShapeError) -> HostMessage {
        switch name {
        case "getCapability":
            if fields.isAbsent("capability") { return .getCapability(protocolVersion: nil) }
            let capability = try fields.object("capability")
            if capability.isAbsent("protocolVersion") { return .getCapability(protocolVersion: nil) }
            do {
                return .getCapability(protocolVersion: try capability.int("protocolVersion"))
            } catch {
                throw error.nested(in: "capability")
            }
        case "expandFreestandingMacro":
            return .expandFreestandingMacro(try FreestandingMacroRequest(fields))
        case "expandAttachedMacro":
            return .expandAttachedMacro(try AttachedMacroRequest(fields))
        default:
            return .loadPluginLibrary(
                libraryPath: try fields.string("libraryPath"), moduleName: try fields.string("moduleName"))
        }
    }
}
