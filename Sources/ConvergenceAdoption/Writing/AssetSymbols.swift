import ConvergenceSupport

/// The Swift that Xcode generates from asset catalogs (`GeneratedAssetSymbols.swift`), written for the package that
/// builds an app on Linux: `ColorResource` and `ImageResource` members, and `Color`, `ShapeStyle`, `UIColor`,
/// `UIImage`, `NSColor` and `NSImage` members for the frameworks the app imports.
package struct AssetSymbols: Sendable {
    package let assets: [AssetCatalog.Asset]

    /// Colour members SwiftUI already declares, which Xcode does not generate again.
    static let builtInColorNames: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "primary", "purple", "red", "secondary", "teal", "white", "yellow",
    ]

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Any", "Type",
    ]

    package init(catalogs: [AssetCatalog]) {
        assets = catalogs.flatMap(\.assets)
    }

    package init(assets: [AssetCatalog.Asset]) {
        self.assets = assets
    }

    /// Xcode's symbol for an asset name: lower camel case, without a trailing `Color` (colours) or `Image` (images).
    package static func symbolName(for name: String, kind: AssetCatalog.Asset.Kind) -> String? {
        let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard let first = words.first else { return nil }
        var symbol =
            lowercasedLead(first)
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
        let suffix = kind == .color ? "Color" : "Image"
        if symbol.count > suffix.count, symbol.hasSuffix(suffix) { symbol.removeLast(suffix.count) }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// `URLImage` → `urlImage`, `QR` → `qr`, `Train` → `train`.
    static func lowercasedLead(_ word: String) -> String {
        let characters = Array(word)
        var lead = 0
        while lead < characters.count, characters[lead].isUppercase { lead += 1 }
        if lead == characters.count { return word.lowercased() }
        if lead <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
        return String(characters[..<(lead - 1)]).lowercased() + String(characters[(lead - 1)...])
    }

    /// Each asset with its symbol; assets whose symbols clash are left out, as Xcode leaves them out.
    package var symbols: [(asset: AssetCatalog.Asset, symbol: String)] {
        let named = assets.compactMap { asset in
            Self.symbolName(for: asset.name, kind: asset.kind).map { (asset: asset, symbol: $0) }
        }
        var counts: [String: Int] = [:]
        for entry in named { counts[entry.symbol, default: 0] += 1 }
        return named.filter { counts[$0.symbol] == 1 }
    }

    /// The generated file. `frameworks` are the stand-in modules the app imports (`UIKit`, `AppKit`…).
    package func source(frameworks: Set<String>) -> String {
        let symbols = symbols
        let colors = symbols.filter { $0.asset.kind == .color }
        let images = symbols.filter { $0.asset.kind == .image }
        var out = """
            // Written by convergence-adopt from the app's asset catalogs, as Xcode writes GeneratedAssetSymbols.swift.
            // Re-run convergence-adopt after adding or renaming an asset; edits here are overwritten.
            import Foundation
            import SwiftUI

            """
        if frameworks.contains("UIKit") { out += "import UIKit\n" }
        if frameworks.contains("AppKit") || frameworks.contains("Cocoa") { out += "import AppKit\n" }
        out += "\nprivate let resourceBundle = Bundle.main\n"
        typealias Entry = (asset: AssetCatalog.Asset, symbol: String)
        func block(_ header: String, _ entries: [Entry], _ line: (Entry) -> String) {
            guard !entries.isEmpty else { return }
            out += "\n\(header) {\n"
            for entry in entries {
                let kind = entry.asset.kind == .color ? "color" : "image"
                out += "    /// The \(AdoptionPackage.literal(entry.asset.name)) asset catalog \(kind).\n"
                out += "    " + line(entry) + "\n"
            }
            out += "}\n"
        }
        func resource(_ type: String) -> (Entry) -> String {
            {
                "static let \($0.symbol) = \(type)(name: \(AdoptionPackage.literal($0.asset.name)), bundle: resourceBundle)"
            }
        }
        func member(_ type: String, _ initializer: String) -> (Entry) -> String {
            { "static var \($0.symbol): \(type) { .init(\(initializer).\($0.symbol)) }" }
        }
        block("extension ColorResource", colors, resource("ColorResource"))
        block("extension ImageResource", images, resource("ImageResource"))
        let ownColors = colors.filter { !Self.builtInColorNames.contains($0.symbol) }
        block("extension Color", ownColors, member("Color", ""))
        block("extension ShapeStyle where Self == Color", ownColors, member("Color", ""))
        if frameworks.contains("UIKit") {
            block("extension UIColor", ownColors, member("UIColor", "resource: "))
            block("extension UIImage", images, member("UIImage", "resource: "))
        }
        if frameworks.contains("AppKit") || frameworks.contains("Cocoa") {
            block("extension NSColor", ownColors, member("NSColor", "resource: "))
            block("extension NSImage", images, member("NSImage", "resource: "))
        }
        return out
    }
}
