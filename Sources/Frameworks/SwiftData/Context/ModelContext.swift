import Foundation

/// Inserts, deletes, fetches and saves the models of a container.
///
/// Unsaved inserts and deletes count in fetches at once (as ``FetchDescriptor/includePendingChanges`` says), so a
/// view that fetched shows them in its next frame; ``save()`` makes them visible to the container's other contexts.
///
/// ```swift
/// let context = container.mainContext
/// context.insert(Trip(name: "Lisbon"))
/// let count = try context.fetchCount(FetchDescriptor<Trip>())  // 1
/// ```
public final class ModelContext {
    /// The container whose store the context works on.
    public let container: ModelContainer
    /// Whether the context saves on its own (recorded; pending changes count in fetches either way).
    public var autosaveEnabled: Bool
    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []
    private var changed: [any PersistentModel] = []

    /// A context on `container`'s store.
    ///
    /// - Parameter container: The container.
    public init(_ container: ModelContainer) {
        self.container = container
        autosaveEnabled = false
    }

    /// Whether the context has inserts, deletes or changes it has not saved.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }
    /// The models inserted since the last save.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// The models deleted since the last save.
    public var deletedModelsArray: [any PersistentModel] { deleted }
    /// The saved models changed since the last save.
    public var changedModelsArray: [any PersistentModel] { changed }

    /// Inserts `model`, and the models its relationships hold, and links the inverses of those relationships.
    ///
    /// - Parameter model: The model to insert.
    public func insert<T: PersistentModel>(_ model: T) {
        insertRelated(model)
    }

    func insertRelated(_ model: any PersistentModel) {
        let backing = model.persistentBackingData
        if backing.context === self, !backing.isDeleted { return }
        if let index = deleted.firstIndex(where: { $0 === model }) { deleted.remove(at: index) }
        backing.attach(to: self, identifier: container.store.nextIdentifier(for: type(of: model)))
        if !container.store.contains(model) { inserted.append(model) }
        for property in type(of: model).schemaMetadata {
            for other in RelationshipSync.models(in: property.read(model)) { insertRelated(other) }
        }
        RelationshipSync.linkAll(of: model)
        container.store.changes.bump()
    }

    /// Deletes `model`, applying each relationship's delete rule: `.cascade` deletes the related models, `.nullify`
    /// (the default) takes the model out of them.
    ///
    /// - Parameter model: The model to delete.
    public func delete<T: PersistentModel>(_ model: T) {
        deleteRelated(model)
        container.store.changes.bump()
    }

    /// Deletes every model of `model`'s type that matches `predicate` (all of them without one).
    ///
    /// - Parameters:
    ///   - model: The model type.
    ///   - predicate: The models to delete, or nil for all.
    ///   - includeSubclasses: Whether subclasses' models count (they do in memory).
    public func delete<T: PersistentModel>(
        model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
    ) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { deleteRelated(found) }
        container.store.changes.bump()
    }

    private func deleteRelated(_ model: any PersistentModel) {
        let backing = model.persistentBackingData
        guard !backing.isDeleted else { return }
        backing.markDeleted(true)
        if let index = inserted.firstIndex(where: { $0 === model }) {
            inserted.remove(at: index)
        } else {
            deleted.append(model)
        }
        for property in type(of: model).schemaMetadata {
            let related = RelationshipSync.models(in: property.read(model))
            switch property.relationship?.deleteRule ?? .nullify {
            case .cascade: for other in related { deleteRelated(other) }
            case .nullify: for other in related { RelationshipSync.unlink(model, from: other, via: property) }
            case .deny, .noAction: break
            }
        }
    }

    /// Makes the pending inserts and deletes part of the store.
    public func save() throws {
        container.store.commit(inserted: inserted, deleted: deleted)
        for model in changed { model.persistentBackingData.markChanged(false) }
        inserted.removeAll()
        deleted.removeAll()
        changed.removeAll()
    }

    /// Discards the pending inserts and deletes (changed property values keep their new values).
    public func rollback() {
        for model in inserted { model.persistentBackingData.detach() }
        for model in deleted { model.persistentBackingData.markDeleted(false) }
        for model in changed { model.persistentBackingData.markChanged(false) }
        inserted.removeAll()
        deleted.removeAll()
        changed.removeAll()
        container.store.changes.bump()
    }

    /// The models `descriptor` describes: those of its type that match its predicate, sorted, from its offset up to
    /// its limit. Reading them inside a view's body makes the view show later inserts and deletes.
    ///
    /// - Parameter descriptor: What to fetch.
    /// - Returns: The matching models.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        container.store.changes.access()
        var models = container.store.models(of: T.self)
        if descriptor.includePendingChanges {
            models = models.filter { !$0.isDeleted } + inserted.compactMap { $0 as? T }
        }
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        let offset = max(descriptor.fetchOffset ?? 0, 0)
        let page = models.dropFirst(offset)
        return Array(descriptor.fetchLimit.map { page.prefix(max($0, 0)) } ?? page)
    }

    /// How many models `fetch(_:)` would return.
    ///
    /// - Parameter descriptor: What to count.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `fetch(_:)` would return.
    ///
    /// - Parameter descriptor: What to fetch.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each model `fetch(_:)` would return, in order.
    ///
    /// - Parameters:
    ///   - descriptor: What to fetch.
    ///   - batchSize: How many models to load at a time (all at once in memory).
    ///   - allowEscapingMutations: Whether `block` may keep changed models (always so in memory).
    ///   - block: What to do with each model.
    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
        block: (T) throws -> Void
    ) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// The model of type `T` with `persistentModelID` that this context holds, or nil.
    ///
    /// - Parameter persistentModelID: The model's identifier.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        (container.store.models(of: T.self) + inserted.compactMap { $0 as? T })
            .first { $0.persistentModelID == persistentModelID }
    }

    /// Runs `block`, then saves.
    ///
    /// - Parameter block: The changes to make.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Applies pending changes to the context's view of its models (they apply at once in memory).
    public func processPendingChanges() {}

    /// Records that a property of `model` changed.
    func noteChange(of model: any PersistentModel) {
        guard container.store.contains(model), !changed.contains(where: { $0 === model }) else { return }
        changed.append(model)
    }
}
