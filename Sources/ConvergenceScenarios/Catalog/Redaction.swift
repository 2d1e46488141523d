import ConvergenceRendering
import ConvergenceSupport
import Foundation

/// A part of a render that varies from run to run — a generated id, a timestamp, a path on this machine — replaced
/// by a stable placeholder before a snapshot is written or compared, in every format. The placeholder shows in the
/// snapshot, so a reviewer sees that something was there.
///
/// ```swift
/// Scenario("receipt") { ReceiptView(order: .live) }.redacting(.uuids, .isoDates)
/// static let catalog = ScenarioCatalog([OrderScenarios.self]).redacting([.absolutePaths])
/// Redaction(#"#\d{6}"#, as: "#ORDER")   // your own: a regular expression and its placeholder
/// ```
///
/// The determinism check compares renders with the redactions applied, so it still names whatever varies outside
/// them. Redactions apply to the text after layout: a value whose length varies can still move what follows it
/// (wrap a line sooner), which the determinism check then names. ``Scenario/render(_:clock:)`` and previews show the
/// render as it is; only snapshot files are redacted.
public struct Redaction: Sendable, Hashable, CustomStringConvertible {
    /// The regular expression (ICU syntax, as `NSRegularExpression` reads it) of the text to replace.
    public let pattern: String
    /// What replaces each match, written as it is (HTML-escaped in HTML files).
    public let placeholder: String

    /// A redaction of every match of `pattern`.
    ///
    /// - Parameters:
    ///   - pattern: A regular expression; one that does not compile fails the scenario's snapshot run, naming it.
    ///   - placeholder: The stable text each match becomes.
    public init(_ pattern: String, as placeholder: String) {
        self.pattern = pattern
        self.placeholder = placeholder
    }

    /// UUIDs, in either case: `[UUID]`.
    public static let uuids = Redaction(
        "\\b[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\\b", as: "[UUID]")

    /// ISO 8601 dates, with a time and a zone when they have them (`2026-11-28`, `2026-11-28T09:41:00Z`,
    /// `2026-11-28 09:41:00.123+01:00`): `[DATE]`.
    public static let isoDates = Redaction(
        "\\b\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:Z|[+-]\\d{2}:?\\d{2})?)?", as: "[DATE]")

    /// Clock times (`9:41`, `09:41:07`, `9:41 PM`): `[TIME]`.
    public static let times = Redaction(
        "\\b\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s?[AaPp]\\.?[Mm]\\.?)?(?![\\d:])", as: "[TIME]")

    /// Absolute file paths of two components or more (`/home/ci/work/App/data.json`, `/tmp/x1/y`): `[PATH]`.
    public static let absolutePaths = Redaction("(?<![\\w.:/])/(?:[\\w.@+~-]+/)+[\\w.@+~-]*", as: "[PATH]")

    public var description: String { "\(pattern) → \(placeholder)" }

    /// The redactions `withSnapshotTesting(record:redacting:_:)` adds for the work it runs.
    @TaskLocal package static var scoped: [Redaction] = []

    /// The compiled pattern; one compile per pattern and process.
    func expression() throws -> NSRegularExpression {
        if let known = Self.compiled[pattern] { return known }
        do {
            let expression = try NSRegularExpression(pattern: pattern)
            Self.compiled[pattern] = expression
            return expression
        } catch {
            throw RedactionError(pattern: pattern)
        }
    }

    private static let compiled = ProcessMemo<String, NSRegularExpression>()
}

/// A redaction whose pattern is no regular expression.
public struct RedactionError: Error, CustomStringConvertible, Sendable {
    /// The pattern that did not compile.
    public let pattern: String

    public var description: String { "the redaction pattern \"\(pattern)\" is not a regular expression" }
}

extension [Redaction] {
    /// `text` with every match of each redaction replaced, in order, by its placeholder (HTML-escaped in HTML).
    ///
    /// - Parameters:
    ///   - text: A render.
    ///   - format: Its format: placeholders are escaped in markup (HTML).
    /// - Returns: The redacted text.
    /// - Throws: ``RedactionError`` for a pattern that does not compile.
    package func apply(to text: String, format: RenderFormat) throws -> String {
        guard !isEmpty else { return text }
        let isHTML = format.snapshotFormat.isMarkup
        var result = text
        for redaction in self {
            let expression = try redaction.expression()
            // In HTML the placeholder may land in text or in an attribute: escaped as an attribute's value, it is
            // safe in both.
            let shown = isHTML ? HTMLRenderer.escape(redaction.placeholder, in: .attribute) : redaction.placeholder
            let placeholder = NSRegularExpression.escapedTemplate(for: shown)
            result = expression.stringByReplacingMatches(
                in: result, range: NSRange(result.startIndex..., in: result), withTemplate: placeholder)
        }
        return result
    }
}

extension Scenario {
    /// This scenario with `redactions` applied to its snapshot files, after any it has.
    ///
    /// - Parameter redactions: What to replace, such as `.uuids` or `Redaction(#"#\d{6}"#, as: "#ORDER")`.
    /// - Returns: The scenario.
    public func redacting(_ redactions: Redaction...) -> Scenario {
        redacting(redactions)
    }

    /// This scenario with `redactions` applied to its snapshot files, after any it has.
    ///
    /// - Parameter redactions: What to replace.
    /// - Returns: The scenario.
    public func redacting(_ redactions: [Redaction]) -> Scenario {
        var copy = self
        copy.redactions += redactions.filter { !self.redactions.contains($0) }
        return copy
    }
}

extension ScenarioCatalog {
    /// The catalog with `redactions` applied to every scenario's snapshot files.
    ///
    /// - Parameter redactions: What to replace.
    /// - Returns: The catalog.
    public func redacting(_ redactions: [Redaction]) -> ScenarioCatalog {
        ScenarioCatalog(scenarios: all.map { $0.redacting(redactions) })
    }
}
