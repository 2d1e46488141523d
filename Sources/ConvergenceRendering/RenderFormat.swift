import ConvergenceTree

/// What to render a node as: ASCII text at a width, an HTML fragment, a complete HTML document, or the
/// accessibility outline.
///
/// A render format is one ``SnapshotFormat`` (what kind of file it makes) with the options that render needs (a
/// width and a drawing style, a document title).
///
/// ```swift
/// try await scenario.render(.ascii(width: 40))
/// try await scenario.render(.html)
/// ```
public struct RenderFormat: Sendable, Hashable, CustomStringConvertible {
    /// The kind of snapshot file this render makes: its name, its file extension and its renderer.
    public let snapshotFormat: SnapshotFormat
    /// The width in columns, for a format that depends on it (ASCII), else nil.
    package let width: Int?
    /// The characters an ASCII render draws with (`.ascii` for every other format).
    package let style: ASCIIStyle
    /// The title of a complete HTML document, or nil for a fragment.
    package let documentTitle: String?
    /// Whether the root view fills a screen or takes its content's size; a scenario's frames set it to the
    /// scenario's layout.
    package private(set) var layout: ScenarioLayout = .sizeThatFits

    package init(
        _ snapshotFormat: SnapshotFormat, width: Int? = nil, style: ASCIIStyle = .ascii, documentTitle: String? = nil
    ) {
        self.snapshotFormat = snapshotFormat
        self.width = width
        self.style = style
        self.documentTitle = documentTitle
    }

    /// The same format with the root view laid out as `layout` says.
    package func laidOut(_ layout: ScenarioLayout) -> RenderFormat {
        var copy = self
        copy.layout = layout
        return copy
    }

    /// Text for a terminal `width` columns wide (at least 1; smaller widths render at 1).
    ///
    /// - Parameters:
    ///   - width: The terminal's width in columns.
    ///   - style: Plain ASCII (the default) or Unicode box drawing.
    /// - Returns: The ASCII render format at that width.
    public static func ascii(width: Int, style: ASCIIStyle = .ascii) -> RenderFormat {
        RenderFormat(SnapshotFormat.ascii, width: max(1, width), style: style)
    }

    /// A pretty-printed HTML fragment.
    public static let html: RenderFormat = RenderFormat(SnapshotFormat.html)

    /// A complete, valid HTML document with a small stylesheet.
    ///
    /// - Parameter title: The document's `<title>`.
    /// - Returns: The HTML document render format.
    public static func htmlDocument(title: String) -> RenderFormat {
        RenderFormat(SnapshotFormat.html, documentTitle: title)
    }

    /// What a screen reader would visit, one line per element in reading order (see `AccessibilityOutline`).
    public static let accessibilityOutline: RenderFormat = RenderFormat(SnapshotFormat.accessibilityOutline)

    /// The file extension snapshots in this format use (`txt`, `html`, `a11y`).
    public var fileExtension: String { snapshotFormat.fileExtension }

    public var description: String { snapshotFormat.describe(self) }
}

/// The characters ASCII renders draw with: plain ASCII (`+-|`, `<name>` symbols) or Unicode box drawing and symbols.
public enum ASCIIStyle: String, Sendable, Hashable, CaseIterable {
    case ascii, unicode
}

/// Renders a node in any format: the one place every front end turns a tree into text.
package enum NodeRenderer {
    /// The text of a node in a format.
    ///
    /// - Parameters:
    ///   - node: The render tree.
    ///   - format: What to render it as.
    /// - Returns: The render, as it is recorded in a snapshot file.
    package static func render(_ node: Node, as format: RenderFormat) -> String {
        format.snapshotFormat.render(node, format)
    }
}
