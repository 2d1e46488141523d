/// A list of values of any `Hashable` types pushed on a `NavigationStack`, as SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(Recipe.pancakes)
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: only the root shows.
    public init() {
        elements = []
    }

    /// A path of values, pushed in order.
    ///
    /// - Parameter elements: The values to start with, the last one on top.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed above the root.
    public var count: Int { elements.count }

    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a value; the stack shows it with the `navigationDestination(for:)` declared for its type.
    ///
    /// - Parameter value: The value to push.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops `k` values (all there are, if fewer).
    ///
    /// - Parameter k: How many values to pop; 1 by default.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
