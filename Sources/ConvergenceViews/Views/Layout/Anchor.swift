import Foundation

/// A geometry value a view passes up through a preference (`.anchorPreference(key:value:transform:)`), read back
/// in another view's coordinates with `proxy[anchor]`. Preferences never reach their readers in a render (see
/// `.overlayPreferenceValue`, which gets the key's default), so anchors are only read when code makes them.
public struct Anchor<Value>: @unchecked Sendable {
    // Unchecked: the resolver only reads the proxy's size.
    let resolve: (CGSize) -> Value

    /// Where an anchor's value comes from: a rectangle, a point or a unit point of the view.
    public struct Source: @unchecked Sendable {
        // Unchecked: as `Anchor`.
        let resolve: (CGSize) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { CGRect(origin: .zero, size: $0) } }

    /// A rectangle in the view's coordinates.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The source.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { .init { _ in rect } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    ///
    /// - Parameter point: The point.
    /// - Returns: The source.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { .init { _ in point } }

    /// A point given as a fraction of the view's size.
    ///
    /// - Parameter unitPoint: The fraction, such as `.topLeading`.
    /// - Returns: The source.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.width * unitPoint.x, y: $0.height * unitPoint.y) }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// An anchor's value in this proxy's coordinates: a bounds anchor is the proxy's own rectangle.
    ///
    /// - Parameter anchor: The anchor.
    /// - Returns: Its value at this proxy's size.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(size) }
}

extension View {
    /// Passes a geometry value up under a preference key; readers of the key get its default in a render.
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - value: Where the anchor comes from, such as `.bounds`.
    ///   - transform: Makes the key's value from the anchor; never called.
    /// - Returns: This view, unchanged.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> Self { self }

    /// Changes a preference with a geometry value; readers of the key get its default in a render.
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - value: Where the anchor comes from.
    ///   - callback: Changes the key's value with the anchor; never called.
    /// - Returns: This view, unchanged.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform callback: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> Self { self }
}
