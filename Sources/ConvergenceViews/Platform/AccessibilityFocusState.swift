import ConvergenceTree

/// Which element VoiceOver focuses, as SwiftUI's `@AccessibilityFocusState`: a Boolean, or an optional value naming
/// the element. Kept per render like `@State`; code that moves it reads back what it set. No change in text.
///
/// ```swift
/// @AccessibilityFocusState private var isErrorFocused: Bool
/// Text(error).accessibilityFocused($isErrorFocused)
/// ```
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding {
        Binding(binding: state.projectedValue)
    }

    /// A binding to an accessibility focus state, for `.accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let binding: ConvergenceViews.Binding<Value>

        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension AccessibilityFocusState: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) {
        state.prepare(key: key, context: context)
    }
}

extension View {
    /// Binds VoiceOver focus to a Boolean state; accepted, no change in text.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> Self { self }

    /// Binds VoiceOver focus to a state naming this element by `value`; accepted, no change in text.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> Self { self }
}
