import Foundation

/// An image in an asset catalog, as the symbols Xcode generates from it name it (`ImageResource.logo`, used as
/// `Image(.logo)`).
///
/// `convergence-adopt` writes these symbols for an app built on Linux. Text renders draw the image as
/// `Image("logo")` draws it: by its name.
public struct ImageResource: Hashable, Sendable {
    /// The asset's name in the catalog.
    public let name: String

    /// An image resource by its asset's name.
    ///
    /// - Parameters:
    ///   - name: The asset's name in the catalog, such as `"logo"`.
    ///   - bundle: The bundle holding the catalog; accepted and not kept.
    public nonisolated init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    /// The image of an asset catalog resource, drawn as `Image(_:)` draws its name.
    ///
    /// - Parameter resource: The resource, such as `.logo` generated from `logo.imageset`.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}
