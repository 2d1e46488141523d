/// How a pushed screen arrives (`.zoom(sourceID:in:)`, `.automatic`); a text render shows the screen, not the
/// motion, so every transition is accepted.
public protocol NavigationTransition: Sendable {}

/// A built-in navigation transition, by name.
public struct BuiltInNavigationTransition: NavigationTransition {
    let name: String
}

extension NavigationTransition where Self == BuiltInNavigationTransition {
    public static var automatic: BuiltInNavigationTransition { BuiltInNavigationTransition(name: "automatic") }

    /// The screen grows out of the view marked `.matchedTransitionSource(id:in:)`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> BuiltInNavigationTransition {
        BuiltInNavigationTransition(name: "zoom")
    }
}

extension View {
    /// Accepted: no change in text.
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> Self { self }

    /// Accepted: no change in text.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self { self }
}
