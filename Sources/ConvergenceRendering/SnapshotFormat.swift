import ConvergenceTree

/// One kind of snapshot file, declared once: its name, its file extension, how a node renders into it, and for a
/// format that can be read back (the accessibility outline), its parser.
///
/// Every list of formats (the files a scenario records, the formats `scenarios preview --format` takes, the
/// formats of JSON and JUnit results, how the gallery shows a file) reads ``all``; a format is added by declaring
/// it next to its renderer (one file) and listing it there (one line).
///
/// ```swift
/// SnapshotFormat.all.map(\.fileExtension)  // ["txt", "html", "a11y"]
/// SnapshotFormat(forPath: "Items/loaded.a11y")?.name  // "accessibilityOutline"
/// ```
public struct SnapshotFormat: Sendable, Hashable, CustomStringConvertible {
    /// The format's name in results and reports: `ascii`, `html`, `accessibilityOutline`.
    public let name: String
    /// The extension of its snapshot files, without the dot: `txt`, `html`, `a11y`.
    public let fileExtension: String
    /// The word `scenarios preview --format` takes for it: `ascii`, `html`, `a11y`.
    public let commandLineName: String
    /// A few words the command's help adds after ``commandLineName``, or nil.
    let commandLineNote: String?
    /// Whether a scenario records it once per width (ASCII text) rather than once per frame.
    public let dependsOnWidth: Bool
    /// The render a scenario records in this format at a width and style.
    let renderFormat: @Sendable (_ width: Int, _ style: ASCIIStyle) -> RenderFormat
    /// Renders a node in one of this format's render formats.
    let render: @Sendable (Node, RenderFormat) -> String
    /// How a render format of this family prints in messages: `ascii(width: 40)`.
    let describe: @Sendable (RenderFormat) -> String
    /// Reads a file of this format back into its elements, for a format that has a parser.
    package let parser: (@Sendable (String) -> [AccessibilityOutline.Element])?
    /// How the gallery page shows a file of this format.
    package let gallery: GalleryDisplay
    /// Whether its files are HTML markup, where text put into them (a redaction's placeholder) must be escaped.
    package let isMarkup: Bool

    /// How the gallery page shows a file of a format: its label, and as text or as a document.
    package struct GalleryDisplay: Sendable {
        /// The label after the file's path: `HTML`, `accessibility outline`; a format that depends on the width
        /// adds it (`ASCII, 40 columns`).
        package let label: String
        /// The class of the preformatted text the file is shown in, or nil for a document in a sandboxed frame.
        package let textClass: String?
    }

    init(
        name: String,
        fileExtension: String,
        commandLineName: String,
        commandLineNote: String? = nil,
        dependsOnWidth: Bool = false,
        renderFormat: @escaping @Sendable (_ width: Int, _ style: ASCIIStyle) -> RenderFormat,
        render: @escaping @Sendable (Node, RenderFormat) -> String,
        describe: @escaping @Sendable (RenderFormat) -> String,
        parser: (@Sendable (String) -> [AccessibilityOutline.Element])? = nil,
        gallery: GalleryDisplay,
        isMarkup: Bool = false
    ) {
        self.name = name
        self.fileExtension = fileExtension
        self.commandLineName = commandLineName
        self.commandLineNote = commandLineNote
        self.dependsOnWidth = dependsOnWidth
        self.renderFormat = renderFormat
        self.render = render
        self.describe = describe
        self.parser = parser
        self.gallery = gallery
        self.isMarkup = isMarkup
    }

    /// Every snapshot format, in the order a scenario's files of one frame are listed.
    public static let all: [SnapshotFormat] = [
        SnapshotFormat.ascii, SnapshotFormat.html, SnapshotFormat.accessibilityOutline,
    ]

    /// The format whose files end in this path's extension, or nil.
    ///
    /// - Parameter path: A snapshot file's path, e.g. `Items/loaded.w80.txt`.
    /// - Returns: The format of that file, or nil for an extension no format uses.
    public init?(forPath path: String) {
        guard let format = Self.all.first(where: { path.hasSuffix("." + $0.fileExtension) }) else { return nil }
        self = format
    }

    /// The format `scenarios preview --format` names with this word, or nil.
    ///
    /// - Parameter commandLineName: `ascii`, `html` or `a11y`.
    /// - Returns: The format, or nil for a word no format uses.
    public init?(commandLineName: String) {
        guard let format = Self.all.first(where: { $0.commandLineName == commandLineName }) else { return nil }
        self = format
    }

    /// The render a scenario records in this format.
    ///
    /// - Parameters:
    ///   - width: The width in columns, for a format that depends on it.
    ///   - style: The drawing style, for ASCII.
    /// - Returns: The render format for that width and style.
    public func renderFormat(width: Int, style: ASCIIStyle) -> RenderFormat {
        renderFormat(width, style)
    }

    /// The formats' command-line words for a help text: `ascii (default), html or a11y (the accessibility outline)`.
    ///
    /// - Parameter defaultFormat: The format used when none is named, marked `(default)`.
    /// - Returns: The words joined with commas and a final `or`.
    public static func commandLineChoices(default defaultFormat: SnapshotFormat? = nil) -> String {
        let words = all.map { format in
            var word = format.commandLineName
            if format == defaultFormat { word += " (default)" }
            if let note = format.commandLineNote { word += " (\(note))" }
            return word
        }
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }

    public var description: String { name }

    public static func == (left: SnapshotFormat, right: SnapshotFormat) -> Bool { left.name == right.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
