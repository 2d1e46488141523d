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

    /// One language's text for a key: a single format, one per plural category (`one`, `other`…), or a format whose
    /// `%#@name@` tokens each take a plural form of one argument (a catalog's substitutions, a `.stringsdict`).
    enum Translation: Sendable, Equatable {
        case text(String)
        case plural([String: String])
        case substituted(String, [String: Substitution])
    }

    /// The forms one `%#@name@` token chooses between, by the count of the argument it follows.
    struct Substitution: Sendable, Equatable {
        /// The argument whose count chooses the form, from 0.
        var argument: Int
        /// Its `printf` conversion, such as `lld` or `d`.
        var specifier: String
        /// The forms by plural category; `%arg` in a form stands for the argument.
        var forms: [String: String]
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

    /// The format a key has in `locale`'s language, choosing plural forms by the counts of the numbers interpolated
    /// (`counts[i]` is argument `i`'s, nil where it is no number): a plural entry by the first number, a substitution
    /// by the argument it names.
    package func lookup(_ key: String, table name: String?, locale: Locale, counts: [Double?] = []) -> Lookup {
        guard let table = tables[name ?? "Localizable"], let entry = table.entries[key] else { return .unknown }
        let language = StringTables.languageCandidates(of: locale)
        for tag in language {
            if let translation = entry.values[tag] {
                return .translated(Self.choose(translation, counts: counts, language: tag))
            }
        }
        let source = entry.values[table.sourceLanguage].map {
            Self.choose($0, counts: counts, language: table.sourceLanguage)
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

    static func choose(_ translation: Translation, counts: [Double?], language: String) -> String {
        switch translation {
        case .text(let format): return format
        case .plural(let forms): return form(of: forms, count: counts.lazy.compactMap(\.self).first, language: language)
        case .substituted(let format, let substitutions):
            return substitute(format, substitutions, counts: counts, language: language)
        }
    }

    /// The form for a count: `zero` for 0 when there is one (as Foundation does in every language), else the
    /// language's plural category, else `other`.
    static func form(of forms: [String: String], count: Double?, language: String) -> String {
        if count == 0, let zero = forms["zero"] { return zero }
        let category = count.map { PluralRules.category(of: $0, language: language) } ?? "other"
        return forms[category] ?? forms["other"] ?? forms.values.sorted().first ?? ""
    }

    /// `format` with each `%#@name@` replaced by its substitution's form for its argument's count. Every argument is
    /// written as a positional specifier (`%2$lld`), the form's and the format's own alike, so that each stays the
    /// argument it was: specifiers count in order, `%#@name@` included.
    static func substitute(
        _ format: String, _ substitutions: [String: Substitution], counts: [Double?], language: String
    ) -> String {
        let scalars = Array(format.unicodeScalars)
        var result = String.UnicodeScalarView()
        var copied = 0
        for specifier in FormatSpecifier.all(in: scalars) {
            result.append(contentsOf: scalars[copied..<specifier.range.lowerBound])
            copied = specifier.range.upperBound
            switch specifier.kind {
            case .percent:
                result.append(contentsOf: scalars[specifier.range])
            case .variable(let name):
                guard let substitution = substitutions[name] else {
                    result.append(contentsOf: scalars[specifier.range])
                    continue
                }
                let count = substitution.argument < counts.count ? counts[substitution.argument] : nil
                let chosen = form(of: substitution.forms, count: count, language: language)
                let written = "%\(substitution.argument + 1)$\(substitution.specifier)"
                result.append(contentsOf: chosen.replacingOccurrences(of: "%arg", with: written).unicodeScalars)
            case .value:
                // Written with its position.
                result.append(contentsOf: "%\(specifier.argument + 1)$".unicodeScalars)
                result.append(contentsOf: scalars[specifier.bodyStart..<specifier.range.upperBound])
            }
        }
        result.append(contentsOf: scalars[copied...])
        return String(result)
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

    /// A localization's `stringUnit` (with its `substitutions`, if any), or its plural variations (a device
    /// variation takes its `other` form).
    private static func translation(_ localization: [String: Any]) -> Translation? {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            guard let substitutions = localization["substitutions"] as? [String: Any] else { return .text(value) }
            var parsed: [String: Substitution] = [:]
            for (name, body) in substitutions {
                guard let body = body as? [String: Any],
                    let plural = (body["variations"] as? [String: Any])?["plural"] as? [String: Any]
                else { continue }
                var forms: [String: String] = [:]
                for (category, form) in plural {
                    if let form = form as? [String: Any], case .text(let text)? = translation(form) {
                        forms[category] = text
                    }
                }
                let argument = (body["argNum"] as? Int).map { max(0, $0 - 1) } ?? 0
                parsed[name] = Substitution(
                    argument: argument, specifier: body["formatSpecifier"] as? String ?? "lld", forms: forms)
            }
            return .substituted(value, parsed)
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

    /// Adds a `.stringsdict` file's keys for `language` (its `.lproj` folder's name): each key's
    /// `NSStringLocalizedFormatKey` format and, for each `%#@name@` in it, the plural forms of the argument in that
    /// place (the specifiers of the format count in order, `%#@name@` included, unless one names its position).
    package mutating func addStringsDictionary(_ data: Data, table name: String, language: String) throws {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw StringTablesError("a .stringsdict file is a property list: \(error.localizedDescription)")
        }
        guard let keys = root as? [String: Any] else {
            throw StringTablesError("a .stringsdict file is a dictionary of keys")
        }
        var table = tables[name] ?? Table()
        for (key, value) in keys {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
                throw StringTablesError("the key \"\(key)\" has no NSStringLocalizedFormatKey")
            }
            var substitutions: [String: Substitution] = [:]
            for (variable, argument) in Self.variableArguments(in: format) {
                guard let spec = rule[variable] as? [String: Any] else { continue }
                let type = spec["NSStringFormatValueTypeKey"] as? String ?? "d"
                var forms: [String: String] = [:]
                for category in ["zero", "one", "two", "few", "many", "other"] {
                    guard let form = spec[category] as? String else { continue }
                    forms[category] = form.replacingOccurrences(of: "%" + type, with: "%arg")
                }
                substitutions[variable] = Substitution(argument: argument, specifier: type, forms: forms)
            }
            table.entries[key, default: Entry()].values[language == "Base" ? table.sourceLanguage : language] =
                .substituted(format, substitutions)
        }
        tables[name] = table
    }

    /// Each `%#@name@` of a `.stringsdict` format with the argument it takes: specifiers count in order from 0
    /// (`%#@name@` included, `%%` not), and `%2$#@name@` names its position.
    static func variableArguments(in format: String) -> [(String, Int)] {
        FormatSpecifier.all(in: Array(format.unicodeScalars)).compactMap { specifier in
            guard case .variable(let name) = specifier.kind else { return nil }
            return (name, specifier.argument)
        }
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
