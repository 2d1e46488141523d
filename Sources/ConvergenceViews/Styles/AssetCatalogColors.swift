import ConvergenceSupport
import Foundation

/// The colour sets of the asset catalogs beside the running program, where Xcode puts an app's resources and where
/// `convergence-adopt`'s preview test copies them: `Color("BrandBlue")` takes its value from them.
enum AssetCatalogColors {
    /// Colour values (`rrggbb` or `rrggbbaa`) by asset name, read once per process from `Bundle.main`'s top-level
    /// `.xcassets` folders; empty where there are none.
    static let values: [String: (light: String, dark: String?)] = {
        let folder = Bundle.main.resourceURL ?? Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var values: [String: (light: String, dark: String?)] = [:]
        for name in names.sorted() where name.hasSuffix(".xcassets") {
            for asset in AssetCatalog(contentsOf: folder.appendingPathComponent(name)).assets {
                if asset.kind == .color, let hex = asset.hexValue, values[asset.name] == nil {
                    values[asset.name] = (hex, asset.darkHexValue)
                }
            }
        }
        return values
    }()

    /// A catalog colour with a known value, as `Color(red:green:blue:opacity:)` makes (and names) it, with its dark
    /// appearance's name when it has one.
    static func color(named name: String) -> Color? {
        values[name].flatMap { color(light: $0.light, dark: $0.dark) }
    }

    /// The colour of hex values (`rrggbb` or `rrggbbaa`): `light`'s, and `dark`'s in the dark scheme.
    static func color(light: String, dark: String?) -> Color? {
        guard var made = color(hex: light) else { return nil }
        made.darkStyleName = dark.flatMap { color(hex: $0) }?.styleName
        return made
    }

    private static func color(hex: String) -> Color? {
        let bytes = stride(from: 0, to: hex.utf8.count, by: 2).compactMap { offset -> Double? in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            guard hex.distance(from: start, to: hex.endIndex) >= 2 else { return nil }
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16).map { Double($0) / 255 }
        }
        guard bytes.count >= 3 else { return nil }
        return Color(red: bytes[0], green: bytes[1], blue: bytes[2], opacity: bytes.count > 3 ? bytes[3] : 1)
    }
}
