import ConvergenceTree

/// What to render a node as: ASCII text at a width, an HTML fragment, a complete HTML document, or the
/// accessibility outline.
///
/// ```swift
/// try await scenario.render(.ascii(width: 40))
/// try await scenario.render(.html)
/// ```
public struct RenderFormat: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case ascii(width: Int, style: ASCIIStyle)
        case html
        case htmlDocument(title: String)
        case accessibilityOutline
    }

    public let kind: Kind

    /// Text for a terminal `width` columns wide (at least 1; smaller widths render at 1).
    ///
    /// - Parameters:
    ///   - width: The terminal's width in columns.
    ///   - style: `.ascii` (the default) or `.unicode` box drawing.
    /// - Returns: The format.
    public static func ascii(width: Int, style: ASCIIStyle = .ascii) -> RenderFormat {
        RenderFormat(kind: .ascii(width: max(1, width), style: style))
    }

    /// A pretty-printed HTML fragment.
    public static let html = RenderFormat(kind: .html)

    /// A complete, valid HTML document with a small stylesheet.
    ///
    /// - Parameter title: The document's `<title>`; a blank one becomes "Snapshot".
    /// - Returns: The format.
    public static func htmlDocument(title: String) -> RenderFormat {
        RenderFormat(kind: .htmlDocument(title: title))
    }

    /// What a screen reader would visit, one line per element in reading order (see ``AccessibilityOutline``).
    public static let accessibilityOutline = RenderFormat(kind: .accessibilityOutline)

    /// The file extension snapshots in this format use.
    public var fileExtension: String {
        switch kind {
        case .ascii: "txt"
        case .html, .htmlDocument: "html"
        case .accessibilityOutline: "a11y"
        }
    }

    public var description: String {
        switch kind {
        case .ascii(let width, let style):
            style == .ascii ? "ascii(width: \(width))" : "ascii(width: \(width), style: .unicode)"
        case .html: "html"
        case .htmlDocument(let title): "htmlDocument(title: \(title))"
        case .accessibilityOutline: "accessibilityOutline"
        }
    }
}

/// The characters ASCII renders draw with: plain ASCII (`+-|`, `<name>` symbols) or Unicode box drawing and symbols.
public enum ASCIIStyle: String, Sendable, Hashable, CaseIterable {
    case ascii, unicode
}

/// Renders a node in any format: the one place every front end turns a tree into text.
package enum NodeRenderer {
    package static func render(_ node: Node, as format: RenderFormat) -> String {
        switch format.kind {
        case .ascii(let width, let style): ASCIIRenderer.render(node, width: width, style: style)
        case .html: HTMLRenderer.fragment(node)
        case .htmlDocument(let title): HTMLRenderer.document(node, title: title)
        case .accessibilityOutline: AccessibilityOutline.render(node)
        }
    }
}
