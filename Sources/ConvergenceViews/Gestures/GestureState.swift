import Foundation

/// State that a gesture updates while it runs and that returns to its initial value when the gesture ends.
///
/// Recorded frames are taken after each step's gesture has ended, so they always show the initial value.
///
/// ```swift
/// @GestureState private var isPressing = false
/// ```
@propertyWrapper
public struct GestureState<Value> {
    let initialValue: Value

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
    }

    public var wrappedValue: Value { initialValue }

    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: Sendable where Value: Sendable {}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        initialValue = nil
    }
}
