extension Schema {
    /// One persisted property of a model, as `@Model` lists it in ``PersistentModel/schemaMetadata``: its name, its
    /// key path, and its `@Attribute` or `@Relationship` options.
    public struct PropertyMetadata: @unchecked Sendable {
        /// The property's name.
        public let name: String
        /// The property's key path on its model.
        public let keypath: AnyKeyPath
        /// The property's default value, when the model declares one.
        public let defaultValue: Any?
        /// The `@Attribute` or `@Relationship` options, or nil when the property has none.
        public let metadata: (any SchemaProperty)?
        /// Reads the property of a model as `Any`.
        let read: (any PersistentModel) -> Any
        /// Writes a value to the property when it has the property's type; returns whether it did.
        let write: (any PersistentModel, Any) -> Bool

        /// The metadata of a model's property.
        ///
        /// - Parameters:
        ///   - name: The property's name.
        ///   - keypath: The property's key path.
        ///   - defaultValue: Its default value, if any.
        ///   - metadata: Its `@Attribute` or `@Relationship` options, if any.
        public init<Model: PersistentModel, Value>(
            name: String, keypath: ReferenceWritableKeyPath<Model, Value>, defaultValue: Any? = nil,
            metadata: (any SchemaProperty)?
        ) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
            read = { model in (model as? Model).map { $0[keyPath: keypath] } as Any }
            write = { model, value in
                guard let model = model as? Model, let value = value as? Value else { return false }
                model[keyPath: keypath] = value
                return true
            }
        }

        /// The `@Relationship` options, if the property has them.
        var relationship: Schema.Relationship? { metadata as? Schema.Relationship }
    }
}

/// The options `@Attribute` or `@Relationship` give a property.
public protocol SchemaProperty: Sendable {}
