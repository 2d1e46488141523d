import Foundation

/// The store of a set of model types and the contexts that work on it. On Linux the store lives in memory and
/// belongs to the container, so each container (and each render that makes one) starts empty.
///
/// ```swift
/// let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Trip(name: "Lisbon"))
/// ```
public final class ModelContainer: @unchecked Sendable {
    /// The model types the container stores.
    public let schema: Schema
    /// The configurations it was made with.
    public let configurations: [ModelConfiguration]
    let store = ModelStore()
    private let lock = NSLock()
    private var main: ModelContext?

    /// A container for `schema`.
    ///
    /// - Parameters:
    ///   - givenSchema: The model types to store.
    ///   - configurations: How to store them (in memory here, whatever they say).
    public convenience init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: givenSchema, configurations: configurations)
    }

    /// A container for `schema`, which cannot fail in memory.
    init(schema: Schema, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    /// A container for `schema`: `try ModelContainer(for: schema, configurations: configuration)`.
    ///
    /// - Parameters:
    ///   - givenSchema: The model types to store.
    ///   - configurations: How to store them.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for the model types listed: `try ModelContainer(for: Trip.self, Visit.self)`.
    ///
    /// - Parameters:
    ///   - forTypes: The model types to store.
    ///   - configurations: How to store them.
    public convenience init(
        for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The context bound to the main actor, the one views use through `@Environment(\.modelContext)`.
    @MainActor public var mainContext: ModelContext {
        lock.withLock {
            if let main { return main }
            let made = ModelContext(self)
            made.autosaveEnabled = true
            main = made
            return made
        }
    }

    /// Removes every model from the store.
    public func deleteAllData() {
        store.removeAll()
    }
}
