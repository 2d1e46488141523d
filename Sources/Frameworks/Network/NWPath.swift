/// What a device can reach the network through, as an ``NWPathMonitor`` reports it.
///
/// A scenario's path is always the one a device on Wi-Fi has: ``status`` is ``Status/satisfied``, over one Wi-Fi
/// interface that is neither expensive nor constrained. A preview of the offline state passes that state to its view,
/// as it would on a device.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether the path can be used.
    public enum Status: Equatable, Sendable {
        /// The path can send and receive.
        case satisfied
        /// The path cannot be used.
        case unsatisfied
        /// The path can be used once a connection brings an interface up (such as a VPN on demand).
        case requiresConnection
    }

    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Equatable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    /// Whether the path can be used.
    public let status: Status
    /// Why the path is unsatisfied, when it is.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path can use, preferred first.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface the system counts as expensive, such as cellular.
    public let isExpensive: Bool
    /// Whether the path is in Low Data Mode.
    public let isConstrained: Bool
    /// Whether the path has an IPv4 route.
    public let supportsIPv4: Bool
    /// Whether the path has an IPv6 route.
    public let supportsIPv6: Bool
    /// Whether the path has a DNS server.
    public let supportsDNS: Bool

    /// Whether the path uses an interface of the given kind.
    ///
    /// - Parameter type: The kind of interface.
    /// - Returns: Whether one of ``availableInterfaces`` is of that kind.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    public var debugDescription: String {
        switch status {
        case .satisfied: "satisfied (\(availableInterfaces.map(\.name).joined(separator: ", ")))"
        case .unsatisfied: "unsatisfied (\(unsatisfiedReason))"
        case .requiresConnection: "requires connection"
        }
    }

    /// The path of a scenario's device: online over Wi-Fi, or nothing when the only kinds allowed exclude Wi-Fi.
    static func scenario(allowing allowed: (NWInterface.InterfaceType) -> Bool) -> NWPath {
        let online = allowed(.wifi)
        return NWPath(
            status: online ? .satisfied : .unsatisfied, unsatisfiedReason: .notAvailable,
            availableInterfaces: online ? [.scenarioWiFi] : [], isExpensive: false, isConstrained: false,
            supportsIPv4: online, supportsIPv6: online, supportsDNS: online)
    }
}
