extension Schema {
    /// The options of `@Attribute(…)`, recorded in a property's metadata.
    public struct Attribute: SchemaProperty {
        /// The storage options: `.unique`, `.externalStorage`…
        public let options: [Option]
        /// The property's name in an earlier schema.
        public let originalName: String?
        /// A value marking a change of meaning between versions.
        public let hashModifier: String?

        /// The options as `@Attribute(…)` writes them.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
            self.hashModifier = hashModifier
        }

        /// How an attribute is stored. Accepted; the in-memory store keeps every value as it is.
        public struct Option: Hashable, Sendable {
            let name: String

            /// Values must be unique across the model's instances (not enforced in memory).
            public static let unique = Option(name: "unique")
            /// Large data kept beside the store.
            public static let externalStorage = Option(name: "externalStorage")
            /// Stored encrypted.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept when the model is deleted, for history.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracked by Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// An ephemeral value, not saved.
            public static let ephemeral = Option(name: "ephemeral")

            /// Stored through a value transformer with `name`.
            public static func transformable(by name: String) -> Option { Option(name: "transformable:\(name)") }
        }
    }
}
