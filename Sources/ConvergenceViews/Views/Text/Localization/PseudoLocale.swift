import Foundation

/// The accented, expanded pseudo-locale `en-XA` (as Android and Paparazzi name it): every localized text shows its
/// source-language text with accented letters, about 40% longer, in brackets, so that clipping, truncation and
/// strings that were never localized show in a render without a single translation.
///
/// ```swift
/// #Preview("pseudo") { SettingsView().environment(\.locale, Locale(identifier: "en-XA")) }
/// // "Settings" shows as "[Šéţţîñĝš one two]"
/// ```
package enum PseudoLocale {
    /// The identifier of the accented, expanded pseudo-locale.
    package static let accentedIdentifier = "en-XA"

    /// The identifier of the right-to-left pseudo-locale: the source language's text in a mirrored layout.
    package static let rightToLeftIdentifier = "ar-XB"

    /// Whether `locale` is the accented pseudo-locale (`en-XA` or `en_XA`).
    package static func isAccented(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        return identifier == "en-XA" || identifier == "en_XA"
    }

    /// Whether `locale` is either pseudo-locale, whose texts come from the source language and are never missing.
    package static func isPseudo(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        return isAccented(locale) || identifier == "ar-XB" || identifier == "ar_XB"
    }

    /// The words that lengthen a text, in order.
    private static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// `template` accented and lengthened: letters take an accent, placeholders (interpolations) and Markdown stay
    /// as they are, and padding words make the text about 40% longer, all in brackets.
    package static func accented(_ template: String) -> String {
        var result = String.UnicodeScalarView()
        var length = 0
        for scalar in template.unicodeScalars {
            if scalar.value >= LocalizedStringKey.placeholderBase && scalar.value <= 0xFFFFD {
                result.append(scalar)
                length += 4  // an interpolated value's usual width
                continue
            }
            result.append(accents[scalar] ?? scalar)
            length += 1
        }
        var extra = ""
        let wanted = (length * 2 + 4) / 5  // 40%, rounded up
        var index = 0
        while extra.count < wanted {
            extra += " " + padding[index % padding.count]
            index += 1
        }
        return "[" + String(result) + extra + "]"
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, String)] = [
            ("abcdefghijklmnopqrstuvwxyz", "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (plain, accented) in pairs {
            for (from, to) in zip(plain.unicodeScalars, accented.unicodeScalars) { table[from] = to }
        }
        return table
    }()
}
