/// A control on a scenario's screen, as a live preview lists and activates it.
///
/// Controls are listed in reading order; ``position`` is the control's place in that list, so two buttons with
/// the same title stay apart. A control belongs to the frame it was read from: activating it on a screen where
/// that place holds a different control fails instead of pressing the wrong thing.
public struct ScenarioControl: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case button
        case textField = "text field"
        case toggle, picker, slider
        case datePicker = "date picker"
        case colorPicker = "color picker"
        /// A `NavigationLink` or a `Link`.
        case link
        /// A tab's item in a `TabView`'s bar.
        case tab

        /// Whether the tap step and a preview's Enter use it by tapping.
        public var isTappable: Bool { self == .button || self == .link || self == .tab }
    }

    public let kind: Kind
    /// The label text of a button, link or tab, or the title of a field, toggle or picker.
    public let title: String
    /// The accessibility identifiers around it, innermost last.
    public let identifiers: [String]
    /// The accessibility labels around it.
    public let labels: [String]
    public let isEnabled: Bool
    /// Its index among the screen's controls, in reading order.
    public let position: Int
    /// What it holds: a text field's text (a secure field's as one `•` per character), `on` or `off` for a
    /// toggle, the chosen option's title for a picker (nil when none is chosen, and for buttons).
    public let value: String?
    /// Whether it is a `SecureField`, whose text is never shown.
    public let isSecure: Bool

    package init(
        kind: Kind, title: String, identifiers: [String] = [], labels: [String] = [], isEnabled: Bool = true,
        position: Int, value: String? = nil, isSecure: Bool = false
    ) {
        self.isSecure = isSecure
        self.kind = kind
        self.title = title
        self.identifiers = identifiers
        self.labels = labels
        self.isEnabled = isEnabled
        self.position = position
        self.value = value
    }

    /// Whether a step naming `name` (by accessibility identifier, title or label) means this control.
    ///
    /// - Parameter name: An accessibility identifier, a title or an accessibility label.
    /// - Returns: `true` when `name` equals one of them exactly.
    public func matches(_ name: String) -> Bool {
        identifiers.contains(name) || title == name || labels.contains(name)
    }

    /// How messages name it: `button "Retry" (id: items.retry)`.
    public var description: String {
        var text = "\(kind.rawValue) \"\(title)\""
        if !identifiers.isEmpty { text += " (id: \(identifiers.joined(separator: ", ")))" }
        return text
    }
}
