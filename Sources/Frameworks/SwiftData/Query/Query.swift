/// The models of a type that a view shows, fetched from the environment's ``ModelContext`` each time the view's
/// body reads them: an insert or a delete shows in the next frame, as on a device.
///
/// ```swift
/// struct TripList: View {
///     @Query(sort: \Trip.name) private var trips: [Trip]
///     var body: some View { List(trips) { Text($0.name) } }
/// }
/// ```
///
/// `Result` is always `[Element]`. Apple declares it unconstrained and reaches a bare `@Query var trips: [Trip]`
/// through a `Query()` macro; here the collection constraint lets the compiler infer `Element` from the property's
/// type instead, so that form compiles without a macro.
@MainActor @preconcurrency
@propertyWrapper
public struct Query<Element: PersistentModel, Result: RandomAccessCollection>: DynamicProperty
where Result.Element == Element {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    private let result: ([Element]) -> Result

    /// The fetched models.
    public var wrappedValue: Result {
        result((try? context.fetch(descriptor)) ?? [])
    }

    /// The error the latest fetch threw, if any.
    public var fetchError: (any Error)? {
        do {
            _ = try context.fetch(descriptor)
            return nil
        } catch {
            return error
        }
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }

    /// Every model of the property's type, in insertion order: `@Query private var trips: [Trip]`.
    ///
    /// Apple reaches this bare form through its `Query()` macro. A plain initializer with no parameters gives the same
    /// default initialization, so the view's memberwise initializer leaves the property out; it must be declared here
    /// rather than in an extension, or a client module does not see the wrapper as default-initializable.
    public init() where Result == [Element] {
        descriptor = FetchDescriptor()
        result = { $0 }
    }
}

extension Query where Result == [Element] {
    /// A query of the models `descriptor` describes.
    ///
    /// - Parameters:
    ///   - descriptor: What to fetch: predicate, order, limit and offset.
    ///   - animation: How changes animate (no effect in text).
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.descriptor = descriptor
        result = { $0 }
    }

    /// A query of the models `descriptor` describes.
    ///
    /// - Parameters:
    ///   - descriptor: What to fetch: predicate, order, limit and offset.
    ///   - transaction: How changes animate (no effect in text).
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.descriptor = descriptor
        result = { $0 }
    }

    /// A query of the models that match `filter`, in the order of `sort`: `@Query private var trips: [Trip]`.
    ///
    /// - Parameters:
    ///   - filter: The condition the models meet, or nil for all.
    ///   - sort: The order, first descriptor first.
    ///   - animation: How changes animate (no effect in text).
    public init(
        filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort))
    }

    /// A query of the models that match `filter`, in the order of `sort`.
    ///
    /// - Parameters:
    ///   - filter: The condition the models meet, or nil for all.
    ///   - sort: The order, first descriptor first.
    ///   - transaction: How changes animate (no effect in text).
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort))
    }

    /// A query of the models that match `filter`, ordered by one property: `@Query(sort: \Trip.name)`.
    ///
    /// - Parameters:
    ///   - filter: The condition the models meet, or nil for all.
    ///   - keyPath: The property to order by.
    ///   - order: Ascending (`.forward`) or descending (`.reverse`).
    ///   - animation: How changes animate (no effect in text).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
        order: SortOrder = .forward, animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// A query of the models that match `filter`, ordered by an optional property (models without one first).
    ///
    /// - Parameters:
    ///   - filter: The condition the models meet, or nil for all.
    ///   - keyPath: The optional property to order by.
    ///   - order: Ascending (`.forward`) or descending (`.reverse`).
    ///   - animation: How changes animate (no effect in text).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
        order: SortOrder = .forward, animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}
