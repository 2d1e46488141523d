import ConvergenceTree
import Foundation

extension Gesture {
    /// Runs an action as the gesture changes (a drag step calls it once, with the whole translation).
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs an action when the gesture ends (a tap, the end of a long press or a drag).
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates gesture state while the gesture runs; it is back to its initial value in every recorded frame,
    /// since frames are taken after the gesture ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }

    /// Both gestures at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then the other.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or the other when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture with an action for its changes.
public struct _ChangedGesture<Content: Gesture>: Gesture, GestureHandling {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: @MainActor (Value) -> Void

    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers {
        content.gestureHandlers(onChanged: [action] + onChanged, onEnded: onEnded)
    }
}

/// A gesture with an action for its end.
public struct _EndedGesture<Content: Gesture>: Gesture, GestureHandling {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: @MainActor (Value) -> Void

    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers {
        content.gestureHandlers(onChanged: onChanged, onEnded: [action] + onEnded)
    }
}

/// A gesture that updates a ``GestureState`` while it runs.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, GestureHandling {
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let state: GestureState<State>
    let update: @MainActor (Value, inout State, inout Transaction) -> Void

    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers {
        let initial = state.initialValue
        let update = self.update
        let changed: @MainActor (Value) -> Void = { value in
            var scratch = initial
            var transaction = Transaction()
            update(value, &scratch, &transaction)
        }
        return base.gestureHandlers(onChanged: [changed] + onChanged, onEnded: onEnded)
    }
}

/// Two gestures combined into one: steps perform each one's part, the first's before the second's. The combinations
/// differ only in the value they report.
@MainActor
protocol GesturePair: GestureHandling {
    associatedtype First: Gesture
    associatedtype Second: Gesture
    var first: First { get }
    var second: Second { get }
}

extension GesturePair {
    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers {
        first.gestureHandlers().merged(with: second.gestureHandlers())
    }
}

/// Two gestures recognised together; steps perform each one's part.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, GesturePair {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public typealias Body = Never
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

}

/// One gesture after another; steps perform each one's part.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, GesturePair {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public typealias Body = Never
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

}

/// One of two gestures, the first preferred; steps perform each one's part.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, GesturePair {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public typealias Body = Never
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

}
