import Foundation

/// The colour and image sets of an asset catalog (`.xcassets`), as Xcode reads them to generate asset symbols.
package struct AssetCatalog: Sendable, Equatable {
    /// One named asset.
    package struct Asset: Sendable, Equatable {
        package enum Kind: Sendable, Equatable { case color, image }
        package var kind: Kind
        /// The asset's name in the catalog (its folder's name without `.colorset` or `.imageset`).
        package var name: String
        /// A colour set's universal (light) colour as `rrggbb` or `rrggbbaa` hex, when it gives one.
        package var hexValue: String?
        /// The colour set's dark appearance (`"luminosity": "dark"`) as hex, when it has one.
        package var darkHexValue: String?

        package init(kind: Kind, name: String, hexValue: String? = nil, darkHexValue: String? = nil) {
            self.kind = kind
            self.name = name
            self.hexValue = hexValue
            self.darkHexValue = darkHexValue
        }
    }

    package private(set) var assets: [Asset] = []

    /// Reads the catalog at `url`; folders that provide a namespace prefix their assets' names (`Icons/star`).
    package init(contentsOf url: URL) {
        collect(in: url, prefix: "")
        assets.sort { ($0.name, $0.kind == .color ? 0 : 1) < ($1.name, $1.kind == .color ? 0 : 1) }
    }

    private mutating func collect(in folder: URL, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let base = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "colorset":
                assets.append(
                    .init(
                        kind: .color, name: prefix + base, hexValue: Self.colorValue(in: url),
                        darkHexValue: Self.colorValue(in: url, dark: true)))
            case "imageset", "symbolset":
                assets.append(.init(kind: .image, name: prefix + base, hexValue: nil))
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
                else { continue }
                let namespace =
                    Self.contents(of: url)?["properties"].flatMap { $0 as? [String: Any] }?[
                        "provides-namespace"] as? Bool
                collect(in: url, prefix: namespace == true ? prefix + name + "/" : prefix)
            default:
                continue
            }
        }
    }

    static func contents(of folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The colour for any appearance (or, with `dark`, the dark appearance's, nil without one), its components written
    /// as `0.5`, `128` or `0x80`.
    static func colorValue(in folder: URL, dark: Bool = false) -> String? {
        guard let entries = contents(of: folder)?["colors"] as? [[String: Any]] else { return nil }
        let entry: [String: Any]?
        if dark {
            entry = entries.first { entry in
                (entry["appearances"] as? [[String: Any]])?.contains {
                    $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
                } ?? false
            }
        } else {
            entry = entries.first { $0["appearances"] == nil } ?? entries.first
        }
        guard let components = (entry?["color"] as? [String: Any])?["components"] as? [String: Any] else {
            return nil
        }
        func byte(_ key: String) -> Int? {
            let raw = components[key].map { "\($0)" }?.trimmingCharacters(in: .whitespaces)
            guard let raw else { return nil }
            if raw.lowercased().hasPrefix("0x") { return Int(raw.dropFirst(2), radix: 16).map { min(255, $0) } }
            if !raw.contains("."), let whole = Int(raw), whole > 1 { return min(255, whole) }
            guard let fraction = Double(raw), fraction.isFinite else { return nil }
            return Int((min(1, max(0, fraction)) * 255).rounded())
        }
        guard let red = byte("red"), let green = byte("green"), let blue = byte("blue") else { return nil }
        let alpha = byte("alpha") ?? 255
        let hex = [red, green, blue] + (alpha < 255 ? [alpha] : [])
        return hex.map { String(format: "%02x", $0) }.joined()
    }
}
