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
    /// What the step does. Not public: the constructors below are the spelling users write, and a new kind of step
    /// adds a case here without breaking anyone's `switch`.
    package enum Action: Sendable, Hashable {
        case tap(String)
        case type(String, into: String)
        case clear(String)
        case toggle(String, to: Bool?)
        case pick(String, in: String)
        case advanceClock(Duration)
        /// Taps the back control of the pushed screen shown.
        case back
        /// Dismisses the top sheet, cover or popover as a swipe down would.
        case dismiss
        /// Deletes a row as swiping it fully would.
        case delete(row: String)
        /// Moves a row to an offset, as dragging it in edit mode would (SwiftUI's `toOffset`).
        case move(row: String, toOffset: Int)
        /// Swipes a row to show its swipe actions.
        case swipe(row: String, fromLeadingEdge: Bool)
        /// Long-presses a row to show its context menu.
        case showContextMenu(row: String)
        /// Pulls to refresh the screen's `.refreshable` content.
        case refresh
        case longPress(String)
        case drag(String, width: Double, height: Double)
        case increment(String)
        case decrement(String)
        case slide(String, to: Double)
        case pickDate(Date, in: String)
        case submit(String)
    }

    package let action: Action

    package init(_ action: Action) {
        self.action = action
    }

    /// Taps a button.
    ///
    /// - Parameter button: The button's accessibility identifier or its label text.
    /// - Returns: The step.
    public static func tap(_ button: String) -> ScenarioStep { ScenarioStep(.tap(button)) }

    /// Types text at the end of a text field's contents.
    ///
    /// - Parameters:
    ///   - text: The characters to append.
    ///   - field: The field's accessibility identifier or title.
    /// - Returns: The step.
    public static func type(_ text: String, into field: String) -> ScenarioStep {
        ScenarioStep(.type(text, into: field))
    }

    /// Empties a text field.
    ///
    /// - Parameter field: The field's accessibility identifier or title.
    /// - Returns: The step.
    public static func clear(_ field: String) -> ScenarioStep { ScenarioStep(.clear(field)) }

    /// Flips a toggle, or sets it to a value.
    ///
    /// - Parameters:
    ///   - toggle: The toggle's accessibility identifier or title.
    ///   - isOn: The state to set; `nil` (the default) flips it.
    /// - Returns: The step.
    public static func toggle(_ toggle: String, to isOn: Bool? = nil) -> ScenarioStep {
        ScenarioStep(.toggle(toggle, to: isOn))
    }

    /// Chooses a picker's option by its title.
    ///
    /// - Parameters:
    ///   - option: The option's title as the picker shows it.
    ///   - picker: The picker's accessibility identifier or title.
    /// - Returns: The step.
    public static func pick(_ option: String, in picker: String) -> ScenarioStep {
        ScenarioStep(.pick(option, in: picker))
    }

    /// Long-presses a view with `.onLongPressGesture` or a `LongPressGesture`.
    ///
    /// - Parameter view: The view's accessibility identifier or its text.
    /// - Returns: The step.
    public static func longPress(_ view: String) -> ScenarioStep { ScenarioStep(.longPress(view)) }

    /// Drags a view with a `DragGesture` by a translation in points: its `onChanged` runs with the whole
    /// translation, then its `onEnded`.
    ///
    /// - Parameters:
    ///   - view: The view's accessibility identifier or its text.
    ///   - translation: How far to drag, in points (positive width right, positive height down).
    /// - Returns: The step.
    public static func drag(_ view: String, by translation: CGSize) -> ScenarioStep {
        ScenarioStep(.drag(view, width: Double(translation.width), height: Double(translation.height)))
    }

    /// Moves the scenario clock on, waking what sleeps until then.
    ///
    /// - Parameter duration: How far to move the clock on.
    /// - Returns: The step.
    public static func advanceClock(by duration: Duration) -> ScenarioStep { ScenarioStep(.advanceClock(duration)) }

    /// Taps the back control of the pushed screen shown (`[ < Title ]`), popping it.
    public static var back: ScenarioStep { ScenarioStep(.back) }

    /// Dismisses the top sheet, cover or popover as a swipe down would (refused with
    /// `.interactiveDismissDisabled()`).
    public static var dismiss: ScenarioStep { ScenarioStep(.dismiss) }

    /// Deletes a row (found by its text or an accessibility identifier in it) through its list's `.onDelete`.
    ///
    /// - Parameter row: Text in the row, or an accessibility identifier inside it.
    /// - Returns: The step.
    public static func delete(row: String) -> ScenarioStep { ScenarioStep(.delete(row: row)) }

    /// Moves a row through its list's `.onMove`, to SwiftUI's destination offset: the position before which it is
    /// inserted, counted before it is removed (moving the first of three rows to the end is `toOffset: 3`).
    ///
    /// - Parameters:
    ///   - row: Text in the row, or an accessibility identifier inside it.
    ///   - offset: The destination offset, counted in the rows before the move.
    /// - Returns: The step.
    public static func move(row: String, toOffset offset: Int) -> ScenarioStep {
        ScenarioStep(.move(row: row, toOffset: offset))
    }

    /// Swipes a row from its trailing edge (or leading), showing its swipe actions (or Delete) to tap next.
    ///
    /// - Parameters:
    ///   - row: Text in the row, or an accessibility identifier inside it.
    ///   - fromLeadingEdge: `true` to swipe from the leading edge, showing the leading swipe actions; `false` (the
    ///     default) swipes from the trailing edge.
    /// - Returns: The step.
    public static func swipe(row: String, fromLeadingEdge: Bool = false) -> ScenarioStep {
        ScenarioStep(.swipe(row: row, fromLeadingEdge: fromLeadingEdge))
    }

    /// Long-presses a row or view with a `.contextMenu`, showing its items to tap next.
    ///
    /// - Parameter row: Text in the row or view, or an accessibility identifier inside it.
    /// - Returns: The step.
    public static func showContextMenu(row: String) -> ScenarioStep { ScenarioStep(.showContextMenu(row: row)) }

    /// Pulls to refresh: runs the screen's `.refreshable` action.
    public static var refresh: ScenarioStep { ScenarioStep(.refresh) }

    /// Taps a `Stepper`'s `+`; the stepper is named by its label (or the start of it: `"Guests"` for
    /// `"Guests: 2"`).
    ///
    /// - Parameter stepper: The stepper's label, or the start of it.
    /// - Returns: The step.
    public static func increment(_ stepper: String) -> ScenarioStep { ScenarioStep(.increment(stepper)) }

    /// Taps a `Stepper`'s `-`.
    ///
    /// - Parameter stepper: The stepper's label, or the start of it.
    /// - Returns: The step.
    public static func decrement(_ stepper: String) -> ScenarioStep { ScenarioStep(.decrement(stepper)) }

    /// Moves a `Slider` to a value (kept within its range and steps, as a drag would).
    ///
    /// - Parameters:
    ///   - slider: The slider's accessibility identifier or label.
    ///   - value: The value to move it to.
    /// - Returns: The step.
    public static func slide(_ slider: String, to value: Double) -> ScenarioStep {
        ScenarioStep(.slide(slider, to: value))
    }

    /// Sets a `DatePicker`'s date (kept within its `in:` range).
    ///
    /// - Parameters:
    ///   - date: The date to set.
    ///   - picker: The date picker's accessibility identifier or title.
    /// - Returns: The step.
    public static func pickDate(_ date: Date, in picker: String) -> ScenarioStep {
        ScenarioStep(.pickDate(date, in: picker))
    }

    /// Presses return in a text field, running its `.onSubmit` actions.
    ///
    /// - Parameter field: The field's accessibility identifier or title.
    /// - Returns: The step.
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
        case .back: "go back"
        case .dismiss: "dismiss the presentation"
        case .delete(let row): "delete row \"\(row)\""
        case .move(let row, let offset): "move row \"\(row)\" to offset \(offset)"
        case .swipe(let row, let leading): "swipe row \"\(row)\" from the \(leading ? "leading" : "trailing") edge"
        case .showContextMenu(let row): "show the context menu of \"\(row)\""
        case .refresh: "pull to refresh"
        case .longPress(let view): "long-press \"\(view)\""
        case .drag(let view, let width, let height):
            "drag \"\(view)\" by (\(Self.number(width)), \(Self.number(height)))"
        case .increment(let stepper): "increment \"\(stepper)\""
        case .decrement(let stepper): "decrement \"\(stepper)\""
        case .slide(let slider, let value): "slide \"\(slider)\" to \(value)"
        case .pickDate(let date, let picker): "pick \(date.ISO8601Format()) in \"\(picker)\""
        case .submit(let field): "submit \"\(field)\""
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
