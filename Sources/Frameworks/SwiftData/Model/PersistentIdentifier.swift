/// The identity of a model in a store: its entity's name and a number the store gives it.
///
/// Numbers count up from 1 per container in insertion order, so identifiers (and anything keyed by them) are the
/// same on every render. A model not yet inserted has a temporary identifier.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The name of the model's type.
    public let entityName: String
    /// The store's identifier, or nil for a temporary identifier.
    public let storeIdentifier: String?
    /// The model's number in its store.
    let primaryKey: Int

    public var description: String {
        "PersistentIdentifier(\(entityName) \(storeIdentifier == nil ? "temporary " : "")\(primaryKey))"
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.storeIdentifier ?? "", lhs.primaryKey)
            < (rhs.entityName, rhs.storeIdentifier ?? "", rhs.primaryKey)
    }
}
