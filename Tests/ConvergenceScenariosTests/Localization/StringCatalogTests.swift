import Convergence
import Foundation
import Testing

@testable import ConvergenceViews

/// Texts looked up in a package's String Catalogs and `.strings` files, for the render's locale.
@Suite struct StringCatalogTests {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } }
              }
            },
            "Welcome back, %@!" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen zurück, %@!" } }
              }
            },
            "%1$@ of %2$@" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@: %1$@" } }
              }
            },
            "%lld items" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld товар" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld товара" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld товаров" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld товара" } } } } }
              }
            },
            "Only in English" : { }
          },
          "version" : "1.0"
        }
        """#

    static func tables() throws -> StringTables {
        var tables = StringTables()
        try tables.addStringCatalog(Data(catalog.utf8), table: "Localizable")
        return tables
    }

    @Test func aKeyIsLookedUpForTheLocaleThenItsLanguageThenTheSource() throws {
        let tables = try Self.tables()
        #expect(tables.lookup("greeting", table: nil, locale: Locale(identifier: "de")) == .translated("Hallo"))
        #expect(tables.lookup("greeting", table: nil, locale: Locale(identifier: "de_AT")) == .translated("Hallo"))
        #expect(tables.lookup("greeting", table: nil, locale: Locale(identifier: "en_US")) == .translated("Hello"))
        #expect(tables.lookup("greeting", table: nil, locale: Locale(identifier: "fr")) == .missing(fallback: "Hello"))
        #expect(
            tables.lookup("Only in English", table: nil, locale: Locale(identifier: "de"))
                == .missing(
                    fallback: "Only in English"))
        #expect(tables.lookup("not a key", table: nil, locale: Locale(identifier: "de")) == .unknown)
        #expect(tables.lookup("greeting", table: "Other", locale: Locale(identifier: "de")) == .unknown)
    }

    @Test func pluralFormsFollowTheLanguagesRules() throws {
        let tables = try Self.tables()
        let english = Locale(identifier: "en_US")
        #expect(tables.lookup("%lld items", table: nil, locale: english, counts: [1]) == .translated("%lld item"))
        #expect(tables.lookup("%lld items", table: nil, locale: english, counts: [0]) == .translated("%lld items"))
        let russian = Locale(identifier: "ru")
        #expect(tables.lookup("%lld items", table: nil, locale: russian, counts: [21]) == .translated("%lld товар"))
        #expect(tables.lookup("%lld items", table: nil, locale: russian, counts: [3]) == .translated("%lld товара"))
        #expect(tables.lookup("%lld items", table: nil, locale: russian, counts: [11]) == .translated("%lld товаров"))
        #expect(PluralRules.category(of: 0, language: "fr") == "one")
        #expect(PluralRules.category(of: 2, language: "ja") == "other")
    }

    @Test func aTranslationPlacesEachInterpolationWhereItsSpecifierIs() {
        let base = LocalizedStringKey.placeholderBase
        let first = String(Unicode.Scalar(base)!)
        let second = String(Unicode.Scalar(base + 1)!)
        #expect(TranslatedFormat.template(from: "%2$@: %1$@", argumentCount: 2) == "\(second): \(first)")
        #expect(TranslatedFormat.template(from: "%lld Artikel, 100%%", argumentCount: 1) == "\(first) Artikel, 100%")
        #expect(TranslatedFormat.template(from: "50% off", argumentCount: 0) == "50% off")
    }

    @Test func aCatalogsSubstitutionsChooseAFormPerArgument() throws {
        let catalog = #"""
            {"sourceLanguage":"en","version":"1.0","strings":{
              "%lld files in %lld folders":{"localizations":{
                "en":{"stringUnit":{"state":"translated","value":"%#@files@ in %#@folders@"},
                  "substitutions":{
                    "files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                      "one":{"stringUnit":{"state":"translated","value":"%arg file"}},
                      "other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}},
                    "folders":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
                      "one":{"stringUnit":{"state":"translated","value":"%arg folder"}},
                      "other":{"stringUnit":{"state":"translated","value":"%arg folders"}}}}}}},
                "de":{"stringUnit":{"state":"translated","value":"%#@folders@ mit %#@files@"},
                  "substitutions":{
                    "files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                      "one":{"stringUnit":{"state":"translated","value":"einer Datei"}},
                      "other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}},
                    "folders":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
                      "one":{"stringUnit":{"state":"translated","value":"%arg Ordner"}},
                      "other":{"stringUnit":{"state":"translated","value":"%arg Ordner"}}}}}}}}}}}
            """#
        var tables = StringTables()
        try tables.addStringCatalog(Data(catalog.utf8), table: "Localizable")
        let key = "%lld files in %lld folders"
        #expect(
            tables.lookup(key, table: nil, locale: Locale(identifier: "en"), counts: [1, 3])
                == .translated("%1$lld file in %2$lld folders"))
        #expect(
            tables.lookup(key, table: nil, locale: Locale(identifier: "en"), counts: [2, 1])
                == .translated("%1$lld files in %2$lld folder"))
        #expect(
            tables.lookup(key, table: nil, locale: Locale(identifier: "de"), counts: [1, 2])
                == .translated("%2$lld Ordner mit einer Datei"))
    }

    @Test func aStringsDictionaryGivesPluralRulesAndItsErrorsAreNamed() throws {
        let plist = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>%@ has %d messages</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%@ hat %#@messages@</string>
                <key>messages</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>zero</key><string>keine Nachrichten</string>
                  <key>one</key><string>eine Nachricht</string>
                  <key>other</key><string>%d Nachrichten</string>
                </dict>
              </dict>
            </dict></plist>
            """#
        var tables = StringTables()
        try tables.addStringsDictionary(Data(plist.utf8), table: "Localizable", language: "de")
        let german = Locale(identifier: "de_DE")
        let key = "%@ has %d messages"
        #expect(
            tables.lookup(key, table: nil, locale: german, counts: [nil, 0])
                == .translated("%1$@ hat keine Nachrichten"))
        #expect(
            tables.lookup(key, table: nil, locale: german, counts: [nil, 1]) == .translated("%1$@ hat eine Nachricht"))
        #expect(
            tables.lookup(key, table: nil, locale: german, counts: [nil, 5]) == .translated("%1$@ hat %2$d Nachrichten")
        )
        let first = String(Unicode.Scalar(LocalizedStringKey.placeholderBase)!)
        let second = String(Unicode.Scalar(LocalizedStringKey.placeholderBase + 1)!)
        #expect(
            TranslatedFormat.template(from: "%1$@ hat %2$d Nachrichten", argumentCount: 2)
                == "\(first) hat \(second) Nachrichten")
        #expect(throws: StringTablesError.self) {
            try tables.addStringsDictionary(Data("not a plist".utf8), table: "T", language: "de")
        }
        #expect(throws: StringTablesError.self) {
            try tables.addStringsDictionary(
                Data(#"<plist version="1.0"><dict><key>k</key><dict/></dict></plist>"#.utf8), table: "T", language: "de"
            )
        }
    }

    @Test func aPackagesStringsDictionaryIsReadBesideItsStringsFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stringsdict-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/App/de.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#""%lld photos" = "%lld Fotos";"#.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        let plist = #"""
            <plist version="1.0"><dict><key>%lld photos</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@photos@</string>
              <key>photos</key><dict>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key><string>ein Foto</string><key>other</key><string>%lld Fotos</string>
              </dict></dict></dict></plist>
            """#
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        try Data("broken".utf8).write(to: folder.appendingPathComponent("Other.stringsdict"))
        let tables = StringTables.read(root: root)
        let german = Locale(identifier: "de")
        #expect(tables.lookup("%lld photos", table: nil, locale: german, counts: [1]) == .translated("ein Foto"))
        #expect(tables.lookup("%lld photos", table: nil, locale: german, counts: [4]) == .translated("%1$lld Fotos"))
        #expect(tables.problems.count == 1 && tables.problems[0].contains("Other.stringsdict"), "\(tables.problems)")
    }

    @Test func aLocalizedStringResourceIsLookedUpByItsKeyInItsLocale() throws {
        let tables = try Self.tables()
        let name = "Ada"
        let welcome: LocalizedStringResource = "Welcome back, \(name)!"
        #expect(welcome.key == "Welcome back, %@!")
        StringTables.$current.withValue(tables) {
            var german = welcome
            german.locale = Locale(identifier: "de")
            #expect(String(localized: german) == "Willkommen zurück, Ada!")
            #expect(String(localized: welcome) == "Welcome back, Ada!")
            let explicit = LocalizedStringResource(
                "greeting", defaultValue: "Hi there", locale: Locale(identifier: "de"))
            #expect(String(localized: explicit) == "Hallo")
            let unknown = LocalizedStringResource(
                "nope.key", defaultValue: "Fallback", locale: Locale(identifier: "de"))
            #expect(String(localized: unknown) == "Fallback")
        }
    }

    @Test @MainActor func aTextOfAResourceShowsItsValue() async throws {
        let count = 3
        let text = try await Scenario("resource") { Text(LocalizedStringResource("\(count) items")) }
            .render(.ascii(width: 20))
        #expect(text == "3 items\n")
    }

    @Test func aKeysCatalogFormIsWhatXcodeExtracts() {
        let count = 3
        let name = "Ada"
        let price = 2.5
        let key: LocalizedStringKey = "\(count) items for \(name) at \(price)"
        #expect(key.catalogKey == "%lld items for %@ at %lf")
        let percent: LocalizedStringKey = "\(count)% done"
        #expect(percent.catalogKey == "%lld%% done")
        #expect(LocalizedStringKey("Plain 100%").catalogKey == "Plain 100%")
    }

    @Test func aStringsFileIsRead() throws {
        let text = """
            /* A comment */
            "greeting" = "Bonjour";
            // Another
            "quote" = "Il a dit \\"oui\\"\\n";
            unquoted = "ok";
            """
        var tables = StringTables()
        try tables.addStringsFile(text, table: "Localizable", language: "fr")
        let french = Locale(identifier: "fr_FR")
        #expect(tables.lookup("greeting", table: nil, locale: french) == .translated("Bonjour"))
        #expect(tables.lookup("quote", table: nil, locale: french) == .translated("Il a dit \"oui\"\n"))
        #expect(tables.lookup("unquoted", table: nil, locale: french) == .translated("ok"))
        #expect(throws: StringTablesError.self) {
            try tables.addStringsFile("\"a\" \"b\";", table: "T", language: "fr")
        }
    }

    /// A package of its own on disk, with a String Catalog beside its sources, and a scenario declared in it.
    @Test func aScenarioShowsItsPackagesTranslationForItsLocaleAndNotesWhatIsMissing() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data(Self.catalog.utf8).write(to: sources.appendingPathComponent("Localizable.xcstrings"))
        let filePath = sources.appendingPathComponent("Screens.swift").path
        func scenario(_ locale: String) -> Scenario {
            let user = "Ada"
            return Scenario(
                "welcome-\(locale)", feature: "Catalog", formats: .ascii, fileID: "App/Screens.swift",
                filePath: filePath, line: 1
            ) {
                VStack(alignment: .leading) {
                    ContentUnavailableView("greeting", systemImage: "book", description: Text("greeting"))
                    Text("greeting")
                    Text("Welcome back, \(user)!")
                    Text("\(3) items")
                    Text(verbatim: "greeting")
                }
                .environment(\.locale, Locale(identifier: locale))
            }
        }
        let (german, notedInGerman) = try await MissingTranslations.collecting {
            try await scenario("de").render(.ascii(width: 40))
        }
        #expect(german.contains("Hallo"))
        #expect(german.components(separatedBy: "Hallo").count == 4, "\(german)")
        #expect(german.contains("Willkommen zurück, Ada!"))
        #expect(german.contains("3 items"))  // no German plural: the key's own text…
        #expect(german.contains("greeting"))  // …and verbatim text is never looked up
        let english = try await scenario("en_US").render(.ascii(width: 40))
        #expect(english.contains("Hello"))
        #expect(english.contains("Welcome back, Ada!"))
        #expect(english.contains("3 items"))
        let missing = notedInGerman.filter { $0.locale == "de" }.map(\.key)
        #expect(missing.contains("%lld items"))
        #expect(!missing.contains("greeting"))
        // The right-to-left pseudo-locale shows the source text, and nothing is missing in it.
        let (mirrored, notedMirrored) = try await MissingTranslations.collecting {
            try await scenario("ar-XB").render(.ascii(width: 40))
        }
        #expect(mirrored.contains("Hello"))
        #expect(mirrored.contains("Welcome back, Ada!"))
        #expect(notedMirrored.isEmpty, "\(notedMirrored)")
    }

    @Test func thePseudoLocaleAccentsAndLengthensEveryLocalizedTextAndNothingElse() {
        #expect(PseudoLocale.accented("Settings") == "[Šéţţîñĝš one]")
        let placeholder = String(Unicode.Scalar(LocalizedStringKey.placeholderBase)!)
        let items = PseudoLocale.accented("\(placeholder) items")
        #expect(items.hasPrefix("[\(placeholder) îţéɱš"), "\(items)")
        #expect(items.count >= "[? items]".count + 4)
    }

    /// A label that fits in English is cut in the pseudo-locale: the bug the pseudo-locale is for.
    @Test func aRowThatFitsInEnglishIsCutInThePseudoLocale() async throws {
        func row(_ locale: String) -> Scenario {
            Scenario("row-\(locale)", feature: "Pseudo", widths: [20], formats: .ascii) {
                VStack(alignment: .leading) {
                    Text("Continue shopping").lineLimit(1)
                    Text(verbatim: "Order 42")
                }
                .environment(\.locale, Locale(identifier: locale))
            }
        }
        let english = try await row("en_US").render(.ascii(width: 20))
        #expect(english.contains("Continue shopping\n"), "\(english)")
        let pseudo = try await row(PseudoLocale.accentedIdentifier).render(.ascii(width: 20))
        #expect(pseudo.contains("[Çöñţîñûé šĥöþþîñĝ"), "\(pseudo)")
        #expect(pseudo.contains("…"), "\(pseudo)")
        #expect(pseudo.contains("Order 42"), "\(pseudo)")
    }

    /// An alert's title is read where the alert resolves, so it shows the translation for the locale there.
    @Test func anAlertsTitleIsTranslatedForTheLocaleItResolvesIn() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("alert-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data(Self.catalog.utf8).write(to: sources.appendingPathComponent("Localizable.xcstrings"))
        let scenario = Scenario(
            "alert", feature: "Catalog", formats: .ascii, fileID: "App/Alerts.swift",
            filePath: sources.appendingPathComponent("Alerts.swift").path, line: 1
        ) {
            Text(verbatim: "Behind")
                .alert("greeting", isPresented: .constant(true)) { Button("OK") {} }
                .environment(\.locale, Locale(identifier: "de"))
        }
        let text = try await scenario.render(.ascii(width: 40))
        #expect(text.contains("Hallo"), "\(text)")
        #expect(!text.contains("greeting"), "\(text)")
    }

    /// A catalog that is not JSON fails the scenario with its path, as it fails the app's build in Xcode.
    @Test func aBrokenCatalogFailsTheScenarioNamingTheFile() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data(#"{"sourceLanguage": "en", "strings": {"#.utf8).write(
            to: sources.appendingPathComponent("Localizable.xcstrings"))
        let scenario = Scenario(
            "broken", feature: "Catalog", formats: .ascii, fileID: "App/Screens.swift",
            filePath: sources.appendingPathComponent("Screens.swift").path, line: 1
        ) { Text("greeting") }
        let error = await #expect(throws: ScenarioError.self) { try await scenario.render(.ascii(width: 40)) }
        #expect(
            error?.description.contains("Localizable.xcstrings cannot be read") == true, "\(String(describing: error))")
    }
}
