import Foundation

/// A namespace for `.matchedGeometryEffect` ids: `@Namespace private var animation`.
@propertyWrapper
public struct Namespace: Sendable {
    /// One namespace's identity; every namespace in a text render is the same, since no motion is drawn.
    public struct ID: Sendable, Hashable {}

    public init() {}

    public var wrappedValue: ID { ID() }
}
