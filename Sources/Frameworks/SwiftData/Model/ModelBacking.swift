import Foundation

/// What a model knows of its place in a store: the context that holds it, its identifier, whether it was deleted
/// or changed. `@Model` gives every model one; apps do not use it directly.
public final class ModelBacking: @unchecked Sendable {
    private let lock = NSLock()
    private weak var owner: ModelContext?
    private var assigned: PersistentIdentifier?
    private var temporaryKey: Int?
    private var deleted = false
    private var changed = false

    /// Backing data for a model no context holds yet.
    public init() {}

    /// The context that holds the model.
    var context: ModelContext? { lock.withLock { owner } }
    var isDeleted: Bool { lock.withLock { deleted } }
    var hasChanges: Bool { lock.withLock { changed } }

    func identifier<Model>(for type: Model.Type) -> PersistentIdentifier {
        lock.withLock {
            if let assigned { return assigned }
            let key = temporaryKey ?? ModelBacking.nextTemporaryKey()
            temporaryKey = key
            return PersistentIdentifier(entityName: "\(type)", storeIdentifier: nil, primaryKey: key)
        }
    }

    /// Ties the model to `context` under `identifier` (kept when it already has a store's identifier).
    func attach(to context: ModelContext, identifier: @autoclosure () -> PersistentIdentifier) {
        lock.withLock {
            owner = context
            deleted = false
            if assigned == nil { assigned = identifier() }
        }
    }

    func markDeleted(_ isDeleted: Bool) { lock.withLock { deleted = isDeleted } }
    func markChanged(_ hasChanges: Bool) { lock.withLock { changed = hasChanges } }
    func detach() { lock.withLock { owner = nil } }

    /// Called by a persisted property's setter: records the change with the model's context and keeps the
    /// inverse of a relationship in step.
    public func modelDidChange<Model: PersistentModel, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, from oldValue: Value
    ) {
        let context = self.context
        if context != nil { markChanged(true) }
        context?.noteChange(of: model)
        RelationshipSync.propertyDidChange(model, keyPath: keyPath, oldValue: oldValue)
    }

    private static let counterLock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    private static func nextTemporaryKey() -> Int {
        counterLock.withLock {
            counter += 1
            return counter
        }
    }
}
