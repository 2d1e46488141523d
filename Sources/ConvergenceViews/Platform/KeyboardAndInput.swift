import Foundation

// iOS text-input modifiers: accepted, no change in text (a text render has no keyboard). Those that take UIKit's
// types (`keyboardType`, `autocapitalization`, `textContentType`) are in ConvergenceUIKit, beside the types.

/// How a field capitalises as the user types.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// Whether scrolling a view dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Whether a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "based-on-size")
}

/// The size of controls.
public enum ControlSize: Sendable, Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Sendable, Hashable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "rounded-rectangle")
    public static let circle = ButtonBorderShape(name: "circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

extension View {
    /// How fields inside capitalise; accepted, no change in text.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// Turns autocorrection off in fields inside; accepted, no change in text.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    /// Turns autocorrection off (the older spelling); accepted, no change in text.
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    /// Whether scrolling dismisses the keyboard; accepted, no change in text.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    /// Whether scroll views inside bounce; accepted, no change in text.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
    /// The size of controls inside; accepted, no change in text.
    public func controlSize(_ controlSize: ControlSize) -> Self { self }
    /// The shape of bordered buttons inside; accepted, no change in text.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
}

extension View {
    /// Hides the labels of the pickers, toggles, date pickers, colour pickers and steppers inside, as a device does.
    ///
    /// The ASCII render draws the controls without their labels; the label still names each control in the HTML
    /// render, the accessibility outline and the steps (`.toggle("Wi-Fi")` finds a toggle whose label is hidden).
    ///
    /// - Returns: This view, with its controls' labels hidden.
    public func labelsHidden() -> ModifiedView<Self> {
        transformEnvironment { $0.labelsHidden = true }
    }

    /// Shows or hides the labels of the controls inside, as ``labelsHidden()`` does.
    ///
    /// - Parameter visibility: `.hidden` hides them, `.visible` shows them again inside a hidden part, and
    ///   `.automatic` leaves them as the views around decide.
    /// - Returns: This view, with its controls' labels shown or hidden.
    public func labelsVisibility(_ visibility: Visibility) -> ModifiedView<Self> {
        transformEnvironment { environment in
            switch visibility {
            case .hidden: environment.labelsHidden = true
            case .visible: environment.labelsHidden = false
            case .automatic: break
            }
        }
    }
}

/// Whether holding a button repeats its action; accepted, the tap step runs an action once.
public struct ButtonRepeatBehavior: Sendable, Hashable {
    let name: String

    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// Whether Writing Tools may rewrite a field's text; accepted.
public struct WritingToolsBehavior: Sendable, Hashable {
    let name: String

    public static let automatic = WritingToolsBehavior(name: "automatic")
    public static let complete = WritingToolsBehavior(name: "complete")
    public static let limited = WritingToolsBehavior(name: "limited")
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

extension View {
    /// Accepted: the tap step runs a button's action once; no change in text.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> Self { self }

    /// Accepted: a text editor's find bar is not drawn; no change in text.
    public func findNavigator(isPresented: Binding<Bool>) -> Self { self }

    /// Accepted: no change in text.
    public func findDisabled(_ isDisabled: Bool = true) -> Self { self }

    /// Accepted: no change in text.
    public func replaceDisabled(_ isDisabled: Bool = true) -> Self { self }

    /// Accepted: no change in text.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> Self { self }
}

private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether `.labelsHidden()` hides the labels of controls here.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}
