extension Schema {
    /// One model type of a schema, with its persisted properties.
    public struct Entity: @unchecked Sendable {
        /// The type's name.
        public let name: String
        /// The names of the persisted properties, in declaration order.
        public let propertyNames: [String]

        init(type: any PersistentModel.Type) {
            name = String(describing: type)
            propertyNames = type.schemaMetadata.map(\.name)
        }
    }
}
