import ConvergenceTree

/// A value changed one step at a time, as SwiftUI's `Stepper`: its label, then a `-` and a `+` button.
///
/// `.increment("Guests")` and `.decrement("Guests")` steps tap them; at a bound of `in:` the button is disabled.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...8)   // Guests: 2 [ - ] [ + ]
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// A stepper that runs actions; `nil` disables that button.
    ///
    /// - Parameters:
    ///   - onIncrement: Runs when `+` is tapped; `nil` disables the `+` button.
    ///   - onDecrement: Runs when `-` is tapped; `nil` disables the `-` button.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    ///   - label: The stepper's label, drawn before its buttons.
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over a value, kept within `bounds`.
    ///
    /// - Parameters:
    ///   - value: The value; `+` adds `step` and `-` subtracts it.
    ///   - bounds: The values allowed; at either end the button that would leave them is disabled.
    ///   - step: How much one tap changes the value; 1 by default.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    ///   - label: The stepper's label, drawn before its buttons.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        let current = value.wrappedValue
        let up = current.advanced(by: step)
        let down = current.advanced(by: -step)
        onIncrement = current < bounds.upperBound ? { value.wrappedValue = min(up, bounds.upperBound) } : nil
        onDecrement = current > bounds.lowerBound ? { value.wrappedValue = max(down, bounds.lowerBound) } : nil
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that runs actions, with its label first (the newer order).
    ///
    /// - Parameters:
    ///   - label: The stepper's label, drawn before its buttons.
    ///   - onIncrement: Runs when `+` is tapped; `nil` disables the `+` button.
    ///   - onDecrement: Runs when `-` is tapped; `nil` disables the `-` button.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper over a value kept within `bounds`, with its label first (the newer order).
    ///
    /// - Parameters:
    ///   - value: The value; `+` adds `step` and `-` subtracts it.
    ///   - bounds: The values allowed; at either end the button that would leave them is disabled.
    ///   - step: How much one tap changes the value; 1 by default.
    ///   - label: The stepper's label, drawn before its buttons.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper over an unbounded value, with its label first (the newer order).
    ///
    /// - Parameters:
    ///   - value: The value; `+` adds `step` and `-` subtracts it.
    ///   - step: How much one tap changes the value; 1 by default.
    ///   - label: The stepper's label, drawn before its buttons.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper over an unbounded value.
    ///
    /// - Parameters:
    ///   - value: The value; `+` adds `step` and `-` subtracts it.
    ///   - step: How much one tap changes the value; 1 by default.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    ///   - label: The stepper's label, drawn before its buttons.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 0)
            Button("-") { edit(onDecrement) }.disabled(onDecrement == nil)
            Button("+") { edit(onIncrement) }.disabled(onIncrement == nil)
        }
    }

    private func edit(_ action: (() -> Void)?) {
        onEditingChanged(true)
        action?()
        onEditingChanged(false)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a string literal over a value kept within `bounds`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - value: The value; `+` adds `step` and `-` subtracts it.
    ///   - bounds: The values allowed; at either end the button that would leave them is disabled.
    ///   - step: How much one tap changes the value; 1 by default.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string literal over an unbounded value.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - value: The value; `+` adds `step` and `-` subtracts it.
    ///   - step: How much one tap changes the value; 1 by default.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string literal that runs actions.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - onIncrement: Runs when `+` is tapped; `nil` disables the `+` button.
    ///   - onDecrement: Runs when `-` is tapped; `nil` disables the `-` button.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }

    /// A stepper titled with a string value over a value kept within `bounds`.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - value: The value; `+` adds `step` and `-` subtracts it.
    ///   - bounds: The values allowed; at either end the button that would leave them is disabled.
    ///   - step: How much one tap changes the value; 1 by default.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled with a string value over an unbounded value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - value: The value; `+` adds `step` and `-` subtracts it.
    ///   - step: How much one tap changes the value; 1 by default.
    ///   - onEditingChanged: Called with `true` before a tap changes the value and with `false` after.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}
