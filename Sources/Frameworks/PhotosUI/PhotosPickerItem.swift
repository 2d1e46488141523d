import Foundation

/// An asset picked in a photos picker, as PhotosUI's `PhotosPickerItem`. A scenario has no photo library, so no
/// picker ever hands one over; one made by identifier loads nothing.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The asset's identifier in the photo library.
    public let itemIdentifier: String?
    /// The types the asset can be loaded as; none here.
    public var supportedContentTypes: [UTType] { [] }

    /// An item for an asset by identifier.
    ///
    /// - Parameter itemIdentifier: The asset's identifier.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// Loads the asset as a value: `nil`, as there is no photo library to load it from.
    ///
    /// - Parameter type: The type to load, such as `Data.self` or `Image.self`.
    /// - Returns: `nil`.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// Loads the asset as a value and hands over `nil`, as there is no photo library to load it from.
    ///
    /// - Parameters:
    ///   - type: The type to load.
    ///   - completionHandler: Receives `.success(nil)` at once.
    /// - Returns: The loading's progress, already complete.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress {
        completionHandler(.success(nil))
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    /// Which encoding of an asset a picker hands over.
    public enum EncodingDisambiguationPolicy: Hashable, Sendable {
        case automatic, current, compatible
    }
}

/// How a photos picker that picks several assets behaves.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    private let name: String

    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
