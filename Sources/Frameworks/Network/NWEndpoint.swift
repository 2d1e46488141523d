/// Where a connection goes.
public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    /// A host and a port.
    case hostPort(host: Host, port: Port)
    /// A Bonjour service.
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    /// A Unix domain socket.
    case unix(path: String)
    /// A URL.
    case url(URL)

    /// A host, by name or address.
    public enum Host: Hashable, Sendable, ExpressibleByStringLiteral, CustomDebugStringConvertible {
        /// A host name or an address written out, optionally on one interface.
        case name(String, NWInterface?)

        /// A host by name or written address.
        ///
        /// - Parameter string: The name or address.
        public init(_ string: String) { self = .name(string, nil) }

        public init(stringLiteral value: String) { self.init(value) }

        public var debugDescription: String {
            switch self {
            case .name(let name, _): name
            }
        }
    }

    /// A port number.
    public struct Port: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral,
        CustomDebugStringConvertible
    {
        public let rawValue: UInt16

        public init?(rawValue: UInt16) { self.rawValue = rawValue }

        /// A port written in decimal, or nil when `string` is not one.
        ///
        /// - Parameter string: The port number.
        public init?(_ string: String) {
            guard let value = UInt16(string) else { return nil }
            rawValue = value
        }

        public init(integerLiteral value: UInt16) { rawValue = value }

        public var debugDescription: String { String(rawValue) }

        public static let any: Port = 0
        public static let ssh: Port = 22
        public static let http: Port = 80
        public static let https: Port = 443
        public static let imaps: Port = 993
        public static let socks: Port = 1080
    }

    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port): "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type)\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        }
    }
}
