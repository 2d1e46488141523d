import ConvergenceSupport
import Foundation

/// The colour sets of the asset catalogs beside the running program, where Xcode puts an app's resources and where
/// `convergence-adopt`'s preview test copies them: `Color("BrandBlue")` takes its value from them.
enum AssetCatalogColors {
    /// Colour values (`rrggbb` or `rrggbbaa`) by asset name, read once per process from `Bundle.main`'s top-level
    /// `.xcassets` folders; empty where there are none.
    static let values: [String: String] = {
        let folder = Bundle.main.resourceURL ?? Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var values: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".xcassets") {
            for asset in AssetCatalog(contentsOf: folder.appendingPathComponent(name)).assets {
                if asset.kind == .color, let hex = asset.hexValue, values[asset.name] == nil {
                    values[asset.name] = hex
                }
            }
        }
        return values
    }()

    /// The style name of a catalog colour with a known value, named as `Color(red:green:blue:opacity:)` names it.
    static func styleName(for name: String) -> String? {
        guard let hex = values[name] else { return nil }
        return hex.count == 8 ? "rgb-" + hex.prefix(6) + "-" + hex.suffix(2) : "rgb-" + hex
    }
}
