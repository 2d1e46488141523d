import Foundation

/// An interaction a scenario performs after its first frame; each step's result is recorded as a frame.
///
/// Controls are found by accessibility identifier first, then by their title (a button's label, a toggle's or
/// field's title). A step that names no control fails with the controls that exist.
///
/// ```swift
/// Scenario("retry", steps: [.tap("Retry"), .advanceClock(by: .seconds(1))]) { ItemsView(state: error()) }
/// ```
public struct ScenarioStep: Sendable, Hashable, CustomStringConvertible {
    public enum Action: Sendable, Hashable {
        case tap(String)
        case type(String, into: String)
        case clear(String)
        case toggle(String, to: Bool?)
        case pick(String, in: String)
        case advanceClock(Duration)
        case longPress(String)
        case drag(String, width: Double, height: Double)
    }

    public let action: Action

    public init(_ action: Action) {
        self.action = action
    }

    /// Taps a button.
    public static func tap(_ button: String) -> ScenarioStep { ScenarioStep(.tap(button)) }

    /// Types text at the end of a text field's contents.
    public static func type(_ text: String, into field: String) -> ScenarioStep {
        ScenarioStep(.type(text, into: field))
    }

    /// Empties a text field.
    public static func clear(_ field: String) -> ScenarioStep { ScenarioStep(.clear(field)) }

    /// Flips a toggle, or sets it to a value.
    public static func toggle(_ toggle: String, to isOn: Bool? = nil) -> ScenarioStep {
        ScenarioStep(.toggle(toggle, to: isOn))
    }

    /// Chooses a picker's option by its title.
    public static func pick(_ option: String, in picker: String) -> ScenarioStep {
        ScenarioStep(.pick(option, in: picker))
    }

    /// Long-presses a view with `.onLongPressGesture` or a `LongPressGesture`.
    public static func longPress(_ view: String) -> ScenarioStep { ScenarioStep(.longPress(view)) }

    /// Drags a view with a `DragGesture` by a translation in points: its `onChanged` runs with the whole
    /// translation, then its `onEnded`.
    public static func drag(_ view: String, by translation: CGSize) -> ScenarioStep {
        ScenarioStep(.drag(view, width: Double(translation.width), height: Double(translation.height)))
    }

    /// Moves the scenario clock on, waking what sleeps until then.
    public static func advanceClock(by duration: Duration) -> ScenarioStep { ScenarioStep(.advanceClock(duration)) }

    public var description: String {
        switch action {
        case .tap(let button): "tap \"\(button)\""
        case .type(let text, let field): "type \"\(text)\" into \"\(field)\""
        case .clear(let field): "clear \"\(field)\""
        case .toggle(let toggle, let isOn):
            isOn.map { "turn \"\(toggle)\" \($0 ? "on" : "off")" } ?? "toggle \"\(toggle)\""
        case .pick(let option, let picker): "pick \"\(option)\" in \"\(picker)\""
        case .advanceClock(let duration): "advance the clock by \(duration)"
        case .longPress(let view): "long-press \"\(view)\""
        case .drag(let view, let width, let height):
            "drag \"\(view)\" by (\(Self.number(width)), \(Self.number(height)))"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
