extension Schema {
    /// The options of `@Relationship(…)`, which ``ModelContext`` reads to cascade deletes and keep inverses in step.
    public struct Relationship: SchemaProperty, @unchecked Sendable {
        /// The relationship's options.
        public let options: [Option]
        /// What deleting the model does to the related ones.
        public let deleteRule: DeleteRule
        /// The fewest related models allowed (not enforced in memory).
        public let minimumModelCount: Int?
        /// The most related models allowed (not enforced in memory).
        public let maximumModelCount: Int?
        /// The property's name in an earlier schema.
        public let originalName: String?
        /// The property on the related model that points back.
        public let inverse: AnyKeyPath?
        /// A value marking a change of meaning between versions.
        public let hashModifier: String?

        /// The options as `@Relationship(…)` writes them.
        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
            hashModifier: String? = nil
        ) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName
            self.inverse = inverse
            self.hashModifier = hashModifier
        }

        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: Hashable, Sendable {
            /// Deletes the related models too.
            case cascade
            /// Refuses to delete while related models remain (not enforced in memory: the delete goes ahead).
            case deny
            /// Removes the deleted model from the related ones (the default).
            case nullify
            /// Leaves the related models as they are.
            case noAction
        }

        /// A relationship option.
        public struct Option: Hashable, Sendable {
            let name: String

            /// Related models must be unique (not enforced in memory).
            public static let unique = Option(name: "unique")
        }
    }
}
