/// A network interface a path can use.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface.
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's system name, such as `en0`.
    public let name: String
    /// The interface's system index.
    public let index: Int

    public var debugDescription: String { name }

    /// The Wi-Fi interface a scenario's device is on.
    static let scenarioWiFi = NWInterface(type: .wifi, name: "en0", index: 1)
}
