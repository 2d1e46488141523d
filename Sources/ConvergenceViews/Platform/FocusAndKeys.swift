import Foundation

// Focus for keyboards and remotes, and key presses: a scenario types into fields by steps and has no hardware
// keyboard or focus ring, so these are accepted with no change in text and key-press actions never run.

/// A key press an `.onKeyPress` action handles.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases

    /// Whether the action handled the press or lets it go on to other views.
    public enum Result: Sendable, Equatable {
        case handled, ignored
    }

    /// Which parts of a press an action wants.
    public struct Phases: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

/// Which interactions make a view focusable.
public struct FocusInteractions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// How strongly a default focus applies.
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "user-initiated")
}

extension View {
    /// Accepted: no change in text.
    public func focusable(_ isFocusable: Bool = true) -> Self { self }

    /// Accepted (the older macOS spelling): focus does not move in text, so `onFocusChange` never runs.
    public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void) -> Self { self }

    /// Accepted: no change in text.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> Self { self }

    /// Accepted: focus is set by code through `@FocusState`; no change in text.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> Self { self }

    /// Accepted: no change in text.
    public func focusSection() -> Self { self }

    /// Accepted: no focus ring in text.
    public func focusEffectDisabled(_ disabled: Bool = true) -> Self { self }

    /// Accepted: no hardware keyboard in a scenario; no change in text.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> Self { self }

    /// Accepted: no hardware keyboard in a scenario; no change in text.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> Self { self }

    /// Accepted: no hardware keyboard in a scenario; no change in text.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> Self { self }

    /// Accepted: no hardware keyboard in a scenario; no change in text.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> Self { self }

    /// Accepted: no hardware keyboard in a scenario; no change in text.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> Self { self }
}
