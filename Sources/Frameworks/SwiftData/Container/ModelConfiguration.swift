import Foundation

/// How a container stores its models. On Linux every store lives in memory, whatever the configuration says.
///
/// ```swift
/// let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
/// ```
public struct ModelConfiguration: Hashable, @unchecked Sendable {
    /// The configuration's name.
    public let name: String
    /// The schema the configuration covers, or nil for the container's.
    public let schema: Schema?
    /// Whether the store lives in memory only (always so here).
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save.
    public let allowsSave: Bool
    /// Where a file-backed store would be; unused in memory.
    public let url: URL

    /// A configuration.
    ///
    /// - Parameters:
    ///   - name: The configuration's name.
    ///   - schema: The schema it covers.
    ///   - isStoredInMemoryOnly: Whether the store lives in memory only.
    ///   - allowsSave: Whether contexts may save.
    ///   - groupContainer: The app group (ignored).
    ///   - cloudKitDatabase: The CloudKit database (ignored).
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.url = URL(fileURLWithPath: "/dev/null")
    }

    /// A configuration of a store at `url` (kept in memory all the same).
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
    }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly && lhs.allowsSave == rhs.allowsSave
            && lhs.url == rhs.url
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
    }

    /// An app group's shared container (ignored in memory).
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        /// The app's own group, if any.
        public static let automatic = GroupContainer(identifier: nil)
        /// No group.
        public static let none = GroupContainer(identifier: nil)
        /// The group named `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// A CloudKit database to mirror into (ignored in memory).
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        /// The app's own database, if any.
        public static let automatic = CloudKitDatabase(identifier: nil)
        /// No mirroring.
        public static let none = CloudKitDatabase(identifier: nil)
        /// The private database of `container`.
        public static func `private`(_ container: String) -> CloudKitDatabase {
            CloudKitDatabase(identifier: container)
        }
    }
}
