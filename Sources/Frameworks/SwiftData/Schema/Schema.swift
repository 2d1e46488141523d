/// The model types a container stores.
///
/// ```swift
/// let schema = Schema([Trip.self, Visit.self])
/// let container = try ModelContainer(for: schema, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// ```
public final class Schema: @unchecked Sendable {
    /// The model types, in the order given.
    public let types: [any PersistentModel.Type]
    /// The schema's version.
    public let version: Schema.Version

    /// A schema of `types`.
    ///
    /// - Parameters:
    ///   - types: The model types.
    ///   - version: The schema's version.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }

    /// A schema of the model types listed: `Schema(Trip.self, Visit.self)`.
    ///
    /// - Parameter types: The model types.
    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The models' entities, one per type, named as the types are.
    public var entities: [Schema.Entity] { types.map { Entity(type: $0) } }
}
