import ConvergenceTree

/// Which element VoiceOver focuses, as SwiftUI's `@AccessibilityFocusState`: a Boolean, or an optional value naming
/// the element. Kept per render like `@State`; code that moves it reads back what it set. No change in text.
///
/// ```swift
/// @AccessibilityFocusState private var isErrorFocused: Bool
/// Text(error).accessibilityFocused($isErrorFocused)
/// ```
///
/// It is ``FocusState`` under another name: both are kept the same way, and text renders show neither.
public typealias AccessibilityFocusState = FocusState

extension View {
    /// Binds VoiceOver focus to a Boolean state; accepted, no change in text.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> Self { self }

    /// Binds VoiceOver focus to a state naming this element by `value`; accepted, no change in text.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> Self { self }
}
