import ConvergenceTree

/// One HTML element before printing, so structure is decided once and printing is a separate, dumb step.
///
/// Everything the package writes as HTML is built from these and printed by ``print(into:depth:)``: snapshots (from
/// their nodes) and the gallery page, so there is one printer and one escaper.
package struct HTMLElement: Sendable {
    /// An attribute in the order it was added; `value == nil` is a boolean attribute such as `disabled`.
    package struct Attribute: Sendable {
        package var name: String
        package var value: String?
        /// How the value's line breaks are escaped.
        var context: HTMLRenderer.EscapeContext = .attribute
        /// Whether the page itself composed the value from constants (see ``trusted(_:_:)``).
        var isTrusted = false
    }

    /// How an element prints what it holds.
    package enum Layout: Sendable {
        /// Its tags on lines of their own and its children one level deeper; on one line when all it holds is inline.
        case block
        /// It stays on the line that holds it (when all it holds is inline too): inline formatting (`strong`, `em`,
        /// `code`, `s`, `u`, `a`), and whatever a builder marks so.
        case inline
        /// Its content exactly as given, right after its start tag, with no line break or indentation added: a
        /// `<script>`, whose text a Content-Security-Policy allows by its hash.
        case verbatim
        /// Its content exactly as given, on the line after its start tag: `<pre>`. HTML drops one line feed right after
        /// the start tag, so a leading blank line of the content stays.
        case preformatted
    }

    package var name: String {
        didSet { (isVoid, layout) = Self.kind(of: name) }
    }
    package var attributes: [Attribute]
    package var children: [HTMLContent]
    /// Whether an accessibility modifier named this element (or its control), which no printed attribute tells
    /// apart from a symbol's own `aria-label`.
    var hasAccessibilityLabel = false

    /// An element; its layout follows from its name unless `layout` is given.
    package init(
        _ name: String, _ attributes: [Attribute] = [], _ children: [HTMLContent] = [], layout: Layout? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        (isVoid, self.layout) = Self.kind(of: name)
        if let layout { self.layout = layout }
    }

    /// Whether the element has no end tag (`br`, `hr`, `input`, `meta`); printing one with it is an error.
    ///
    /// Worked out from the name once, when it is set: printing asks for every element and every child.
    private(set) var isVoid: Bool

    /// How it prints its content: from the name when it is set (inline formatting, `pre`, else block), or as given.
    package var layout: Layout

    /// ``isVoid`` and ``layout`` for an element name.
    private static func kind(of name: String) -> (isVoid: Bool, layout: Layout) {
        // By length first: most elements are `div`, `span` or `li`, which then need one comparison or none.
        switch name.utf8.count {
        case 1: (false, name == "s" || name == "u" || name == "a" ? .inline : .block)
        case 2: name == "br" || name == "hr" ? (true, .block) : (false, name == "em" ? .inline : .block)
        case 3: (false, name == "pre" ? .preformatted : .block)
        case 4: name == "meta" ? (true, .block) : (false, name == "code" ? .inline : .block)
        case 5: (name == "input", .block)
        case 6: (false, name == "strong" ? .inline : .block)
        default: (false, .block)
        }
    }

    /// Sets an attribute, replacing an earlier value in place so the order stays the one first chosen.
    mutating func set(_ name: String, _ value: String?) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(Attribute(name: name, value: value))
        }
    }

    /// The value of an attribute, if present.
    func value(of name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// What an element holds: more elements, or user text that is escaped only when printed.
package enum HTMLContent: Sendable {
    case element(HTMLElement)
    /// Raw user text and how to escape it.
    case text(String, HTMLRenderer.EscapeContext)
    /// Trusted constant markup (a stylesheet, the gallery's script), printed unescaped; never user text. In a block
    /// it is printed line by line, indented; inline, and in a verbatim or preformatted element, exactly as written.
    case constant(StaticString)
    /// Markup someone else wrote, printed exactly as it is: a recorded HTML snapshot, which the gallery puts only in
    /// the document of a sandboxed frame (a document that is then escaped into an attribute). Never text to be read as
    /// text.
    case markup(String)
    /// A text, spacer or stack that is printed straight from the node in the context it lands in, with no elements
    /// made for it (see ``HTMLBuilder/printsDirectly(_:)``): what its elements would print, for far less work.
    case node(Node, HTMLContext)

    /// Whether this content prints on the same line as its parent's tags.
    var isInline: Bool {
        switch self {
        case .text: true
        // A `<span>` or `<div>`, which is not inline formatting.
        case .constant, .markup, .node: false
        case .element(let element):
            element.layout == .inline && element.children.allSatisfy(\.isInline)
        }
    }
}

extension HTMLElement.Attribute {
    /// A quoted attribute.
    package static func attr(
        _ name: String, _ value: String, _ context: HTMLRenderer.EscapeContext = .attribute
    ) -> Self {
        Self(name: name, value: value, context: context)
    }

    /// A boolean attribute, present without a value.
    package static func flag(_ name: String) -> Self {
        Self(name: name, value: nil)
    }

    /// An attribute whose value the page itself composed from constants, such as a Content-Security-Policy with its
    /// hashes: printed as it is, so its `'` quotes stay quotes, when it is all printable ASCII without `"`, `&`, `<`
    /// or `>`; escaped like any value otherwise, so it can never end its quotes or start a reference. Never user text.
    package static func trusted(_ name: String, _ value: String) -> Self {
        Self(name: name, value: value, isTrusted: true)
    }
}
