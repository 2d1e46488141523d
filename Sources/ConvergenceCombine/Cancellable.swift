/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work; nothing is delivered after it returns.
    func cancel()
}

/// Cancels its work when cancelled or when it is released, as Combine's `AnyCancellable`; keep it (usually in a
/// `Set<AnyCancellable>`) for as long as the subscription should live.
///
/// ```swift
/// model.$query.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelWork: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    ///
    /// - Parameter cancel: The work that cancels.
    public init(_ cancel: @escaping () -> Void) {
        cancelWork = cancel
    }

    /// A cancellable that cancels `canceller`.
    ///
    /// - Parameter canceller: The cancellable to wrap.
    public init<C: Cancellable>(_ canceller: C) {
        cancelWork = canceller.cancel
    }

    deinit {
        cancelWork?()
    }

    public func cancel() {
        let work = cancelWork
        cancelWork = nil
        work?()
    }

    /// Keeps this cancellable in `collection`, so it lives as long as the collection holds it.
    ///
    /// - Parameter collection: An array or other collection of cancellables.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Keeps this cancellable in `set`, so it lives as long as the set holds it.
    ///
    /// - Parameter set: The set, often a view model's `cancellables`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
