import ConvergenceSupport
import Foundation

/// The translations a render's texts are looked up in: every String Catalog (`.xcstrings`) and `.strings` file of the
/// package the scenario is declared in, by table (the file's name: `Localizable` unless a text names another).
///
/// A key is looked up for the render's locale (`\.locale`, `en_US` unless a scenario sets another): its full
/// language tag first (`pt-BR`), then its language (`pt`). A key the tables hold but not for that language shows
/// what a device shows, the source language's text (or the key), and is noted as a missing translation. A key no
/// table holds is shown as it is written, as before; nothing is noted, since most keys of most apps are their English
/// text.
package struct StringTables: Sendable {
    /// One key's texts, by language tag.
    struct Entry: Sendable {
        var values: [String: Translation] = [:]
    }

    /// One language's text for a key: a single format, or one per plural category (`one`, `other`…).
    enum Translation: Sendable, Equatable {
        case text(String)
        case plural([String: String])
    }

    /// One table: its source language and its keys.
    struct Table: Sendable {
        var sourceLanguage = "en"
        var entries: [String: Entry] = [:]
    }

    private(set) var tables: [String: Table] = [:]
    /// The files that could not be read (a catalog that is not JSON…), each with its path and why.
    package internal(set) var problems: [String] = []

    /// Whether the package has no translations at all: then texts skip the lookup.
    package var isEmpty: Bool { tables.isEmpty }

    package init() {}

    /// The result of a lookup.
    package enum Lookup: Equatable, Sendable {
        /// The key's format in the requested language.
        case translated(String)
        /// The tables know the key but not in the requested language: the source language's format.
        case missing(fallback: String)
        /// No table holds the key.
        case unknown
    }

    /// The format a key has in `locale`'s language, choosing a plural form by `count` (the first number
    /// interpolated, if any).
    package func lookup(_ key: String, table name: String?, locale: Locale, count: Double? = nil) -> Lookup {
        guard let table = tables[name ?? "Localizable"], let entry = table.entries[key] else { return .unknown }
        let language = StringTables.languageCandidates(of: locale)
        for tag in language {
            if let translation = entry.values[tag] {
                return .translated(Self.choose(translation, count: count, language: tag))
            }
        }
        let source = entry.values[table.sourceLanguage].map {
            Self.choose($0, count: count, language: table.sourceLanguage)
        }
        // The source language needs no translation of its own: its text is the key unless the catalog gives one.
        if language.contains(where: { Self.sameLanguage($0, table.sourceLanguage) }) {
            return .translated(source ?? key)
        }
        return .missing(fallback: source ?? key)
    }

    /// The tags to try for a locale, most specific first: `pt-BR`, then `pt`.
    static func languageCandidates(of locale: Locale) -> [String] {
        let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
        var candidates: [String] = []
        let parts = identifier.split(separator: "-").map(String.init)
        // `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`.
        for count in stride(from: parts.count, through: 1, by: -1) {
            let tag = parts.prefix(count).joined(separator: "-")
            if !tag.isEmpty, !candidates.contains(tag) { candidates.append(tag) }
        }
        return candidates
    }

    static func sameLanguage(_ first: String, _ second: String) -> Bool {
        first.split(separator: "-").first?.lowercased() == second.split(separator: "-").first?.lowercased()
    }

    static func choose(_ translation: Translation, count: Double?, language: String) -> String {
        switch translation {
        case .text(let format): return format
        case .plural(let forms):
            let category = count.map { PluralRules.category(of: $0, language: language) } ?? "other"
            return forms[category] ?? forms["other"] ?? forms.values.sorted().first ?? ""
        }
    }

    // MARK: Reading files

    /// Adds a String Catalog's keys (its file's name is the table's).
    package mutating func addStringCatalog(_ data: Data, table name: String) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw StringTablesError("a String Catalog is a JSON object")
        }
        var table = tables[name] ?? Table()
        if let source = root["sourceLanguage"] as? String { table.sourceLanguage = source }
        let strings = root["strings"] as? [String: Any] ?? [:]
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else {
                if table.entries[key] == nil { table.entries[key] = Entry() }
                continue
            }
            var entry = table.entries[key] ?? Entry()
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any],
                    let translation = Self.translation(localization)
                else { continue }
                entry.values[language] = translation
            }
            table.entries[key] = entry
        }
        tables[name] = table
    }

    /// A localization's `stringUnit`, or its plural variations (a device variation takes its `other` form).
    private static func translation(_ localization: [String: Any]) -> Translation? {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return .text(value)
        }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            var forms: [String: String] = [:]
            for (category, form) in plural {
                if let form = form as? [String: Any], case .text(let value)? = translation(form) {
                    forms[category] = value
                }
            }
            return forms.isEmpty ? nil : .plural(forms)
        }
        if let device = variations["device"] as? [String: Any] {
            let form = (device["other"] ?? device["iphone"] ?? device.values.first) as? [String: Any]
            return form.flatMap(translation)
        }
        return nil
    }

    /// Adds a `.strings` file's keys for `language` (its `.lproj` folder's name; `Base` counts as the source).
    package mutating func addStringsFile(_ text: String, table name: String, language: String) throws {
        var table = tables[name] ?? Table()
        for (key, value) in try StringsFileParser.pairs(in: text) {
            table.entries[key, default: Entry()].values[language == "Base" ? table.sourceLanguage : language] =
                .text(value)
        }
        tables[name] = table
    }
}

/// A String Catalog or `.strings` file that could not be read.
package struct StringTablesError: Error, CustomStringConvertible, Sendable {
    package let description: String
    init(_ description: String) { self.description = description }
}
