import ConvergenceViews
import Foundation

/// One more way a scenario renders: in a locale (the app's translations), in the accented pseudo-locale, right to left,
/// in dark mode, at a text size or on a device. A variant's files sit beside the scenario's own, its suffix added to the name:
/// `loaded.de.txt`, `loaded.pseudo.txt`, `loaded.rtl.txt`, `loaded.dark.html`, `loaded.ax5.txt`. The scenario's own
/// files keep their names.
///
/// ```swift
/// static let catalog = ScenarioCatalog([BooksScenarios.self]).withVariants([.locale("de"), .pseudoLocale])
/// ```
///
/// A variant sets the environment at the scenario's root, as `.environment(\.locale, …)` would in a preview.
public struct ScenarioVariant: Sendable, Hashable, CustomStringConvertible {
    enum Change: Sendable, Hashable {
        case locale(String)
        case colorScheme(ColorScheme)
        case dynamicTypeSize(DynamicTypeSize)
        case device(ScenarioDevice)
    }

    let change: Change
    /// What the variant adds to a scenario's name, after a dot: `de`, `pseudo`, `dark`, `ax5`.
    public let suffix: String

    private init(change: Change, suffix: String) {
        self.change = change
        self.suffix = suffix
    }

    /// The scenario in a locale (a language tag such as `de`, `pt-BR` or `zh-Hans`), showing the app's translations.
    /// A language written right to left (Arabic, Hebrew, Persian, Urdu…) also lays the screen out right to left, as a
    /// device set to it does.
    ///
    /// - Parameter identifier: The locale's identifier; it is also the suffix.
    /// - Returns: The variant.
    public static func locale(_ identifier: String) -> ScenarioVariant {
        ScenarioVariant(change: .locale(identifier), suffix: identifier)
    }

    /// The accented, expanded pseudo-locale `en-XA`, suffix `pseudo`.
    public static let pseudoLocale = ScenarioVariant(change: .locale("en-XA"), suffix: "pseudo")

    /// The right-to-left pseudo-locale `ar-XB`, suffix `rtl`: the source language's text in a layout mirrored as an
    /// Arabic or Hebrew device mirrors it (`\.layoutDirection == .rightToLeft`), with no translation file needed.
    public static let rightToLeft = ScenarioVariant(change: .locale("ar-XB"), suffix: "rtl")

    /// Dark mode (`\.colorScheme == .dark`), suffix `dark`: views that branch on the scheme show their dark form.
    public static let dark = ScenarioVariant(change: .colorScheme(.dark), suffix: "dark")

    /// A text size (`\.dynamicTypeSize`), suffix `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl` or `ax1`…`ax5`: views that
    /// branch on the size (`isAccessibilitySize`) follow it.
    ///
    /// - Parameter size: The text size.
    /// - Returns: The variant.
    public static func dynamicTypeSize(_ size: DynamicTypeSize) -> ScenarioVariant {
        ScenarioVariant(change: .dynamicTypeSize(size), suffix: sizeSuffixes[size] ?? "\(size)")
    }

    /// The scenario on a device (suffix `iphone-se`, `iphone`, `iphone-max`, `ipad`, with `-landscape` on its side): the device's
    /// screen sets the scenario's columns and rows (its layout stays sized to fit where it was), and its size classes
    /// are the device's.
    ///
    /// - Parameter device: The device.
    /// - Returns: The variant.
    public static func device(_ device: ScenarioDevice) -> ScenarioVariant {
        ScenarioVariant(change: .device(device), suffix: device.suffix)
    }

    private static let sizeSuffixes: [DynamicTypeSize: String] = [
        .xSmall: "xs", .small: "s", .medium: "m", .large: "l", .xLarge: "xl", .xxLarge: "xxl", .xxxLarge: "xxxl",
        .accessibility1: "ax1", .accessibility2: "ax2", .accessibility3: "ax3", .accessibility4: "ax4",
        .accessibility5: "ax5",
    ]

    /// A variant from its suffix, as the command line and `SNAPSHOTS_VARIANTS` name one: `pseudo`, `dark`, a text
    /// size (`ax5`), or a locale's identifier (`de`, `pt-BR`); `nil` for anything else.
    ///
    /// - Parameter suffix: The name.
    public init?(_ suffix: String) {
        if suffix == "pseudo" || suffix == "en-XA" {
            self = .pseudoLocale
        } else if suffix == "rtl" || suffix == "ar-XB" {
            self = .rightToLeft
        } else if suffix == "dark" {
            self = .dark
        } else if let size = Self.sizeSuffixes.first(where: { $0.value == suffix })?.key {
            self = .dynamicTypeSize(size)
        } else if let device = ScenarioDevice(suffix: suffix) {
            self = .device(device)
        } else if Self.isLanguageTag(suffix) {
            self = .locale(suffix)
        } else {
            return nil
        }
    }

    /// A BCP 47 tag as locales name themselves: a language of two or three letters, then subtags of letters and
    /// digits, joined by `-` or `_`.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let language = parts.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                }
        }
    }

    public var description: String { suffix }

    /// Whether a device set to `locale` lays screens out right to left: its language is written that way (the
    /// right-to-left pseudo-locale `ar-XB` included).
    static func isRightToLeft(_ locale: Locale) -> Bool {
        let language = locale.identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
        return language.map(rightToLeftLanguages.contains) ?? false
    }

    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi",
    ]

    /// The scenario's view with this variant's environment at its root.
    @MainActor
    func apply(to view: AnyView) -> AnyView {
        switch change {
        case .locale(let identifier):
            let locale = Locale(identifier: identifier)
            let localized = view.environment(\.locale, locale)
            guard Self.isRightToLeft(locale) else { return AnyView(localized) }
            return AnyView(localized.environment(\.layoutDirection, .rightToLeft))
        case .colorScheme(let scheme): return AnyView(view.environment(\.colorScheme, scheme))
        case .dynamicTypeSize(let size): return AnyView(view.environment(\.dynamicTypeSize, size))
        case .device(let device):
            return AnyView(
                view.environment(\.horizontalSizeClass, device.horizontalSizeClass)
                    .environment(\.verticalSizeClass, device.verticalSizeClass))
        }
    }
}

extension Scenario {
    /// This scenario in `variant`: the same construction, steps and declaration, named `<name>.<suffix>`, so its files
    /// sit beside this scenario's.
    ///
    /// - Parameter variant: The variant.
    /// - Returns: The variant scenario.
    public func variant(_ variant: ScenarioVariant) -> Scenario {
        var copy = self
        copy.name = name + "." + variant.suffix
        if case .device(let device) = variant.change {
            copy.widths = [device.columns]
            if layout.fillsScreen { copy.layout = .screen(height: device.rows) }
        }
        let make = self.make
        copy.make = { variant.apply(to: make()) }
        return copy
    }
}

extension ScenarioCatalog {
    /// The catalog with every scenario followed by its variants: one declaration multiplies every scenario.
    ///
    /// - Parameter variants: The variants, each adding a scenario per scenario of the catalog.
    /// - Returns: The larger catalog.
    public func withVariants(_ variants: [ScenarioVariant]) -> ScenarioCatalog {
        guard !variants.isEmpty else { return self }
        return ScenarioCatalog(scenarios: all.flatMap { scenario in [scenario] + variants.map(scenario.variant) })
    }
}
