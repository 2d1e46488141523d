import ConvergenceTree

/// One HTML element before printing, so structure is decided once and printing is a separate, dumb step.
struct HTMLElement: Sendable {
    /// An attribute in the order it was added; `value == nil` is a boolean attribute such as `disabled`.
    struct Attribute: Sendable {
        var name: String
        var value: String?
        /// How the value's line breaks are escaped.
        var context: HTMLRenderer.EscapeContext = .attribute
    }

    var name: String {
        didSet { (isVoid, isInlineFormatting) = Self.kind(of: name) }
    }
    var attributes: [Attribute]
    var children: [HTMLContent]
    /// Whether an accessibility modifier named this element (or its control), which no printed attribute tells
    /// apart from a symbol's own `aria-label`.
    var hasAccessibilityLabel = false

    init(_ name: String, _ attributes: [Attribute] = [], _ children: [HTMLContent] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
        (isVoid, isInlineFormatting) = Self.kind(of: name)
    }

    /// Whether the element has no end tag (`br`, `hr`, `input`, `meta`); printing one with it is an error.
    ///
    /// Worked out from the name once, when it is set: printing asks for every element and every child.
    private(set) var isVoid: Bool

    /// Whether the element only dresses up text (`strong`, `em`, `code`, `s`, `u`, `a`), so a line holding it stays
    /// one line.
    private(set) var isInlineFormatting: Bool

    /// ``isVoid`` and ``isInlineFormatting`` for an element name.
    private static func kind(of name: String) -> (isVoid: Bool, isInlineFormatting: Bool) {
        // By length first: most elements are `div`, `span` or `li`, which then need one comparison or none.
        switch name.utf8.count {
        case 1: (false, name == "s" || name == "u" || name == "a")
        case 2: name == "br" || name == "hr" ? (true, false) : (false, name == "em")
        case 4: name == "meta" ? (true, false) : (false, name == "code")
        case 5: (name == "input", false)
        case 6: (false, name == "strong")
        default: (false, false)
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
enum HTMLContent: Sendable {
    case element(HTMLElement)
    /// Raw user text and how to escape it.
    case text(String, HTMLRenderer.EscapeContext)
    /// Trusted constant markup (the stylesheet), printed line by line unescaped; never user text.
    case constant(StaticString)
    /// A text, spacer or stack that is printed straight from the node in the context it lands in, with no elements
    /// made for it (see ``HTMLBuilder/printsDirectly(_:)``): what its elements would print, for far less work.
    case node(Node, HTMLContext)

    /// Whether this content prints on the same line as its parent's tags.
    var isInline: Bool {
        switch self {
        case .text: true
        // A `<span>` or `<div>`, which is not inline formatting.
        case .constant, .node: false
        case .element(let element):
            element.isInlineFormatting && element.children.allSatisfy(\.isInline)
        }
    }
}

extension HTMLElement.Attribute {
    /// A quoted attribute.
    static func attr(_ name: String, _ value: String, _ context: HTMLRenderer.EscapeContext = .attribute) -> Self {
        Self(name: name, value: value, context: context)
    }

    /// A boolean attribute, present without a value.
    static func flag(_ name: String) -> Self {
        Self(name: name, value: nil)
    }
}
