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
        case increment(String)
        case decrement(String)
        case slide(String, to: Double)
        case pickDate(Date, in: String)
        case submit(String)
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

    /// Moves the scenario clock on, waking what sleeps until then.
    public static func advanceClock(by duration: Duration) -> ScenarioStep { ScenarioStep(.advanceClock(duration)) }

    /// Taps a `Stepper`'s `+`; the stepper is named by its label (or the start of it: `"Guests"` for
    /// `"Guests: 2"`).
    public static func increment(_ stepper: String) -> ScenarioStep { ScenarioStep(.increment(stepper)) }

    /// Taps a `Stepper`'s `-`.
    public static func decrement(_ stepper: String) -> ScenarioStep { ScenarioStep(.decrement(stepper)) }

    /// Moves a `Slider` to a value (kept within its range and steps, as a drag would).
    public static func slide(_ slider: String, to value: Double) -> ScenarioStep {
        ScenarioStep(.slide(slider, to: value))
    }

    /// Sets a `DatePicker`'s date (kept within its `in:` range).
    public static func pickDate(_ date: Date, in picker: String) -> ScenarioStep {
        ScenarioStep(.pickDate(date, in: picker))
    }

    /// Presses return in a text field, running its `.onSubmit` actions.
    public static func submit(_ field: String) -> ScenarioStep { ScenarioStep(.submit(field)) }

    public var description: String {
        switch action {
        case .tap(let button): "tap \"\(button)\""
        case .type(let text, let field): "type \"\(text)\" into \"\(field)\""
        case .clear(let field): "clear \"\(field)\""
        case .toggle(let toggle, let isOn):
            isOn.map { "turn \"\(toggle)\" \($0 ? "on" : "off")" } ?? "toggle \"\(toggle)\""
        case .pick(let option, let picker): "pick \"\(option)\" in \"\(picker)\""
        case .advanceClock(let duration): "advance the clock by \(duration)"
        case .increment(let stepper): "increment \"\(stepper)\""
        case .decrement(let stepper): "decrement \"\(stepper)\""
        case .slide(let slider, let value): "slide \"\(slider)\" to \(value)"
        case .pickDate(let date, let picker): "pick \(date.ISO8601Format()) in \"\(picker)\""
        case .submit(let field): "submit \"\(field)\""
        }
    }
}
