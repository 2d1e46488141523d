import Observation

/// A class that SwiftData stores: what `@Model` makes of a class.
///
/// Models are compared and hashed by identity, and identified by ``persistentModelID`` unless they declare an `id`
/// of their own.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// Where the model stands with a context: its identifier, its context, whether it was deleted.
    var persistentBackingData: ModelBacking { get }
    /// The persisted properties, in declaration order.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
    /// The model's identifier: temporary until the model is inserted into a context, then the store's.
    public var persistentModelID: PersistentIdentifier { persistentBackingData.identifier(for: Self.self) }
    /// The context the model was inserted into, or nil.
    public var modelContext: ModelContext? { persistentBackingData.context }
    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { persistentBackingData.isDeleted }
    /// Whether the model has changes its context has not saved.
    public var hasChanges: Bool { persistentBackingData.hasChanges }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PersistentModel where ID == PersistentIdentifier {
    /// The model's identity for lists and `ForEach`: its ``persistentModelID``.
    public var id: PersistentIdentifier { persistentModelID }
}
