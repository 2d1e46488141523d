import Foundation

/// What to fetch: the models of one type that match a predicate, in an order, a page of them.
///
/// ```swift
/// var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.stops > 0 }, sortBy: [SortDescriptor(\.name)])
/// descriptor.fetchLimit = 10
/// let trips = try context.fetch(descriptor)
/// ```
public struct FetchDescriptor<T: PersistentModel> {
    /// The condition fetched models meet, or nil for all.
    public var predicate: Predicate<T>?
    /// The order of the results, first descriptor first.
    public var sortBy: [SortDescriptor<T>]
    /// The most models to return, or nil for all.
    public var fetchLimit: Int?
    /// How many matching models to skip first, or nil for none.
    public var fetchOffset: Int?
    /// Whether models inserted or deleted but not yet saved count (they do by default).
    public var includePendingChanges: Bool = true
    /// The properties to load (all are, in memory).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load ahead (all are, in memory).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor.
    ///
    /// - Parameters:
    ///   - predicate: The condition fetched models meet, or nil for all.
    ///   - sortBy: The order of the results.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
