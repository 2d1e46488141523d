/// A list of values of any `Hashable` types pushed on a `NavigationStack`, as SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(Recipe.pancakes)
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed above the root.
    public var count: Int { elements.count }

    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a value; the stack shows it with the `navigationDestination(for:)` declared for its type.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops `k` values (all there are, if fewer).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
