import ConvergenceRendering
import ConvergenceTree
import ConvergenceViews

/// One named state of a feature's screen: how to build it, and how to record it.
///
/// The same value is a preview (`swift run scenarios preview Items/loaded`), a test case
/// (`@Test(arguments: catalog.all)`), and a reviewable file (`__Snapshots__/Items/loaded.txt`).
///
/// ```swift
/// enum ItemScenarios: ScenarioProvider {
///     @MainActor static func loaded() -> ItemsState { ItemsState(service: MockItemService(.success(ItemFixtures.list))) }
///
///     static var scenarios: [Scenario] {
///         [
///             Scenario("loaded") { ItemsView(state: loaded()) },
///             Scenario("error", steps: [.tap("Retry")]) { ItemsView(state: error()) },
///         ]
///     }
/// }
/// ```
public struct Scenario: Sendable, Identifiable, CustomStringConvertible {
    /// The scenario's name within its feature, e.g. `loaded`.
    public internal(set) var name: String
    /// The feature it belongs to; a catalog sets it from the provider's type name unless given here.
    public private(set) var feature: String?
    /// Terminal widths to record the ASCII render at; the first is the default, recorded without a suffix.
    public internal(set) var widths: [Int]
    /// Where the root view is laid out: a phone screen at each width (`.screen`, the default), a
    /// screen of a given height, or the content's own size (`.sizeThatFits`).
    public internal(set) var layout: ScenarioLayout
    /// The character set of ASCII renders.
    public let style: ASCIIStyle
    /// Which formats to record: ASCII, HTML, or both (the default), and optionally the accessibility outline.
    public private(set) var formats: ScenarioFormats
    /// Interactions to perform after the first frame; each one's result is a frame of its own.
    public let steps: [ScenarioStep]
    /// How long settling may take, in real time, before the scenario fails as unsettled.
    public let settleTimeout: Duration
    /// Where the scenario was declared, for test failures.
    public let source: ScenarioSourceLocation
    /// What varies from run to run and is replaced by a placeholder in its snapshot files (`redacting(_:)`).
    public internal(set) var redactions: [Redaction] = []

    var make: @MainActor @Sendable () -> AnyView
    /// Work that must be done before every construction, such as a preview's shared contexts; may fail the render.
    var prepare: (@MainActor @Sendable () async throws -> Void)?

    /// A scenario built from any view.
    ///
    /// - Parameters:
    ///   - name: Its name within the feature (`loaded`, `empty`, `error`…): also its file name.
    ///   - feature: The feature it belongs to; by default, the provider's type name without `Scenarios`.
    ///   - widths: ASCII widths to record; the first is the default width. At least 1 each.
    ///   - layout: `.screen` (the default) lays the view out in a phone screen at each width, so that spacers and
    ///     `frame(maxHeight: .infinity)` fill it as on a device; `.screen(height:)` sets the rows; `.sizeThatFits`
    ///     keeps the content's height, for rows, cells and components.
    ///   - style: `.ascii` (default) or `.unicode` box drawing.
    ///   - formats: `.standard` (ASCII and HTML, the default), `.ascii` or `.html`; add `.accessibilityOutline` for the
    ///     outline, or use `.every`.
    ///   - steps: Interactions whose results are recorded as further frames.
    ///   - settleTimeout: Real time allowed for `.task` work to finish or sleep on ``ScenarioClock``.
    ///   - content: Builds the view, on the main actor, afresh for every render.
    ///   - fileID: Where the scenario is declared, for test failures; leave the default.
    ///   - filePath: The declaring file's path; leave the default.
    ///   - line: The declaration's line; leave the default.
    ///   - column: The declaration's column; leave the default.
    public init<Content: View>(
        _ name: String,
        feature: String? = nil,
        widths: [Int] = [40],
        layout: ScenarioLayout = .screen,
        style: ASCIIStyle = .ascii,
        formats: ScenarioFormats = .standard,
        steps: [ScenarioStep] = [],
        settleTimeout: Duration = .seconds(2),
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) {
        self.name = name
        self.feature = feature
        self.widths = widths.isEmpty ? [40] : widths
        self.layout = layout
        self.style = style
        self.formats = formats.isEmpty ? .standard : formats
        self.steps = steps
        self.settleTimeout = settleTimeout
        source = ScenarioSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        make = { AnyView(content()) }
    }

    /// `Feature/name`, the id the catalog, the CLI and the reports use.
    public var id: String { "\(feature ?? "Scenarios")/\(name)" }

    /// The default ASCII width.
    public var defaultWidth: Int { widths[0] }

    public var description: String { id }

    /// The same scenario recording `extra` formats as well, e.g. `.recording(.accessibilityOutline)`.
    ///
    /// - Parameter extra: Formats to record in addition to the scenario's own.
    /// - Returns: A copy whose formats are the union of both sets.
    public func recording(_ extra: ScenarioFormats) -> Scenario {
        var copy = self
        copy.formats.formUnion(extra)
        return copy
    }

    /// The same scenario recording only `formats`: what an inline snapshot renders.
    package func recordingOnly(_ formats: ScenarioFormats) -> Scenario {
        var copy = self
        copy.formats = formats
        return copy
    }

    /// The same scenario assigned to a feature (unless it named one itself).
    func inFeature(_ featureName: String) -> Scenario {
        var copy = self
        if copy.feature == nil { copy.feature = featureName }
        return copy
    }
}

/// A place in source code.
public struct ScenarioSourceLocation: Sendable, Hashable, CustomStringConvertible {
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    /// A location from the values of `#fileID`, `#filePath`, `#line` and `#column`.
    ///
    /// - Parameters:
    ///   - fileID: The module-qualified file name, as `#fileID` gives it (`Notes/NoteScenarios.swift`).
    ///   - filePath: The file's full path, as `#filePath` gives it.
    ///   - line: The line, counted from 1.
    ///   - column: The column, counted from 1.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public var description: String { "\(fileID):\(line)" }

    /// The file's path relative to `folder` (a package's root) when it lies inside it, else the absolute path, so a
    /// reviewer can open it: `Sources/Notes/NoteScenarios.swift`.
    ///
    /// - Parameter folder: An absolute folder path, with or without a trailing `/`.
    /// - Returns: The path relative to `folder`, or the absolute path when the file lies outside it.
    package func path(relativeTo folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return filePath.hasPrefix(prefix) ? String(filePath.dropFirst(prefix.count)) : filePath
    }
}

/// The formats a scenario records: a set of `SnapshotFormat`s.
///
/// ```swift
/// Scenario("loaded", formats: [.ascii, .accessibilityOutline]) { ItemList(items: .sample) }
/// ```
public struct ScenarioFormats: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// The formats whose bits are set: bit N is the Nth format of `SnapshotFormat/all`.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The set holding one format.
    ///
    /// - Parameter format: A registered format (one of `SnapshotFormat/all`).
    public init(_ format: SnapshotFormat) {
        self.init(rawValue: 1 << (SnapshotFormat.all.firstIndex(of: format) ?? 0))
    }

    /// The set holding these formats.
    ///
    /// - Parameter formats: Registered formats.
    public init(_ formats: [SnapshotFormat]) {
        self = formats.reduce(into: []) { $0.insert(ScenarioFormats($1)) }
    }

    /// The formats in the set, in the order of `SnapshotFormat/all`.
    package var snapshotFormats: [SnapshotFormat] { SnapshotFormat.all.filter { contains(ScenarioFormats($0)) } }

    /// Text at each of the scenario's widths (`.txt`).
    public static let ascii = ScenarioFormats(.ascii)
    /// An HTML fragment (`.html`).
    public static let html = ScenarioFormats(.html)
    /// What a screen reader would visit, one line per element (`.a11y`): off unless asked for. It also gives a
    /// changed scenario its change summary ("Button 'Retry' removed").
    public static let accessibilityOutline = ScenarioFormats(.accessibilityOutline)
    /// ASCII and HTML: what a scenario records unless told otherwise.
    public static let standard: ScenarioFormats = [.ascii, .html]
    /// Every registered format (`SnapshotFormat/all`), the accessibility outline included.
    public static let every = ScenarioFormats(SnapshotFormat.all)
    /// ASCII and HTML, the default; despite its name not every format (the outline is left out).
    @available(
        *, deprecated, renamed: "standard",
        message: "`.all` leaves the outline out: use `.standard`, or `.every` for every format"
    )
    public static let all: ScenarioFormats = standard
}
