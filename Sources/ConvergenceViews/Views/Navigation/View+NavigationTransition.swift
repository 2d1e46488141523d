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
    ///
    /// - Parameters:
    ///   - sourceID: The identifier the source view is marked with.
    ///   - namespace: The namespace the identifier belongs to.
    /// - Returns: The transition; text renders draw no transition.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> BuiltInNavigationTransition {
        BuiltInNavigationTransition(name: "zoom")
    }
}

extension View {
    /// Accepted: no change in text.
    ///
    /// - Parameter style: The transition, such as `.zoom(sourceID:in:)`.
    /// - Returns: The view unchanged.
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> Self { self }

    /// Accepted: no change in text.
    ///
    /// - Parameters:
    ///   - id: The identifier a `.zoom` transition names.
    ///   - namespace: The namespace the identifier belongs to.
    /// - Returns: The view unchanged.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self { self }
}
