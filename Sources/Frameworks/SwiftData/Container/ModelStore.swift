import Foundation
import Observation

/// The saved models of one container, in the order they were saved, and the numbers that identify them.
final class ModelStore: @unchecked Sendable {
    private let lock = NSLock()
    private var saved: [any PersistentModel] = []
    private var lastKey = 0
    /// Tells observing views that the store's contents changed.
    let changes = StoreChanges()

    /// The saved models of type `T`.
    func models<T: PersistentModel>(of type: T.Type) -> [T] {
        lock.withLock { saved.compactMap { $0 as? T } }
    }

    func contains(_ model: any PersistentModel) -> Bool {
        lock.withLock { saved.contains { $0 === model } }
    }

    /// The next identifier the store gives a model of `type`.
    func nextIdentifier(for type: any PersistentModel.Type) -> PersistentIdentifier {
        lock.withLock {
            lastKey += 1
            return PersistentIdentifier(entityName: "\(type)", storeIdentifier: "memory", primaryKey: lastKey)
        }
    }

    /// Saves `inserted` and forgets `deleted`.
    func commit(inserted: [any PersistentModel], deleted: [any PersistentModel]) {
        lock.withLock {
            saved.removeAll { model in deleted.contains { $0 === model } }
            saved += inserted.filter { model in !saved.contains { $0 === model } }
        }
        changes.bump()
    }

    func removeAll() {
        lock.withLock { saved.removeAll() }
        changes.bump()
    }
}

/// An observable counter that a fetch reads and every insert, delete or save bumps, so that a view whose body
/// fetched (through `@Query` or by hand) is resolved again after the store changes.
@Observable
final class StoreChanges: @unchecked Sendable {
    private(set) var generation = 0

    func access() { _ = generation }

    func bump() { generation += 1 }
}
