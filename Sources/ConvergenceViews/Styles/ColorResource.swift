import Foundation

/// A colour in an asset catalog, as the symbols Xcode generates from it name it (`ColorResource.brandPrimary`, used
/// as `Color(.brandPrimary)` or `.foregroundStyle(.brandPrimary)`).
///
/// `convergence-adopt` writes these symbols for an app built on Linux. A resource is its asset's name: text renders
/// show no colour, and HTML names the colour as it names `Color("BrandPrimary")`.
public struct ColorResource: Hashable, Sendable {
    /// The asset's name in the catalog.
    public let name: String

    /// A colour resource by its asset's name.
    ///
    /// - Parameters:
    ///   - name: The asset's name in the catalog, such as `"AccentColor"`.
    ///   - bundle: The bundle holding the catalog; accepted and not kept.
    public nonisolated init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension ColorResource {
    /// The `AccentColor` asset that every app made from Xcode's templates has, as Xcode's generated symbols name it.
    ///
    /// An app's own generated symbols (`convergence-adopt` writes them) or its own `accent` member take precedence.
    public nonisolated static let accent = ColorResource(name: "AccentColor", bundle: .main)
}

extension Color {
    /// The app's accent colour through its `AccentColor` asset, as Xcode's generated `Color.accent` gives it: the same
    /// colour as ``Color/accentColor``.
    public nonisolated static var accent: Color { .accentColor }

    /// The colour of an asset catalog resource.
    ///
    /// - Parameter resource: The resource, such as `.accent` generated from `AccentColor.colorset`.
    public nonisolated init(_ resource: ColorResource) {
        self = resource == .accent ? .accentColor : Color(resource.name)
    }
}

extension ShapeStyle where Self == Color {
    /// The app's accent colour through its `AccentColor` asset, as Xcode's generated `.accent` gives it.
    public static var accent: Color { .accentColor }
}
