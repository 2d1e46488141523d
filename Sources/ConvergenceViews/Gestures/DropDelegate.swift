import Foundation

#if canImport(Darwin) && canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif

/// What a view that accepts drops through `.onDrop(of:delegate:)` is told, as in SwiftUI. Nothing is dropped in a
/// scenario, so no method is called by a render; a test can call them with a ``DropInfo`` of its own.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether a drop of the expected types may happen; `true` unless implemented.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the dropped items; `true` when the drop succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// A validated drop entered the view; nothing unless implemented.
    func dropEntered(info: DropInfo)
    /// A validated drop moved in the view; `nil` (keep the last proposal) unless implemented.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A validated drop left the view; nothing unless implemented.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// The state of a drop: where it is and the item providers it carries.
public struct DropInfo {
    /// Where the drop is, in the drop view's coordinates.
    public let location: CGPoint
    private let providers: [NSItemProvider]

    /// A drop at a location carrying item providers, as a test makes one to call a ``DropDelegate``.
    ///
    /// - Parameters:
    ///   - location: Where the drop is.
    ///   - itemProviders: What it carries.
    package init(location: CGPoint, itemProviders: [NSItemProvider]) {
        self.location = location
        providers = itemProviders
    }

    /// Whether at least one item is of one of the types.
    ///
    /// - Parameter contentTypes: The types.
    /// - Returns: Whether one matches.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// Whether at least one item is of one of the type identifiers.
    ///
    /// - Parameter types: The type identifiers.
    /// - Returns: Whether one matches.
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.compactMap { UTType($0) })
    }

    /// The item providers with an item of one of the types, in order.
    ///
    /// - Parameter contentTypes: The types.
    /// - Returns: The matching providers.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in
            contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
        }
    }

    /// The item providers with an item of one of the type identifiers, in order.
    ///
    /// - Parameter types: The type identifiers.
    /// - Returns: The matching providers.
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.compactMap { UTType($0) })
    }
}

/// What a drop would do: copy, move, or nothing.
public struct DropProposal: Sendable, CustomDebugStringConvertible {
    /// The operation proposed.
    public let operation: DropOperation

    /// A proposal of an operation.
    ///
    /// - Parameter operation: The operation.
    public init(operation: DropOperation) {
        self.operation = operation
    }

    public var debugDescription: String { "DropProposal(operation: \(operation))" }
}

/// The operation of a drop.
public enum DropOperation: Sendable, Hashable {
    /// The drop is cancelled.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

extension View {
    /// Accepts drops of the types through a delegate. Nothing is dropped in a scenario, so the delegate is never
    /// called by a render; no change in text.
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The types accepted.
    ///   - delegate: What the drop is told to.
    /// - Returns: The view.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> Self { self }

    /// Accepts drops of the type identifiers through a delegate; no change in text.
    ///
    /// - Parameters:
    ///   - supportedTypes: The type identifiers accepted.
    ///   - delegate: What the drop is told to.
    /// - Returns: The view.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> Self { self }
}
