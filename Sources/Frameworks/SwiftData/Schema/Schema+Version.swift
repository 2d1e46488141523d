extension Schema {
    /// A schema's semantic version: `Schema.Version(1, 0, 0)`.
    public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The major part.
        public let major: Int
        /// The minor part.
        public let minor: Int
        /// The patch part.
        public let patch: Int

        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public var description: String { "\(major).\(minor).\(patch)" }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }
}
