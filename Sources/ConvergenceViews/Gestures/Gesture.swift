import ConvergenceTree
import Foundation

/// An interaction a view recognises, attached with `.gesture(_:)`; steps perform taps, long presses and drags.
///
/// ```swift
/// Text("Card")
///     .gesture(DragGesture().onEnded { value in offset = value.translation })
/// // Scenario steps: [.drag("Card", by: CGSize(width: 80, height: 0))]
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// An optional gesture (`.gesture(isEnabled ? drag : nil)`): steps perform it when present.
extension Optional: Gesture, GestureHandling where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never

    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers {
        self?.gestureHandlers(onChanged: onChanged, onEnded: onEnded) ?? GestureHandlers()
    }
}

/// What steps can do to a view with gestures, as closures in the user's terms.
struct GestureHandlers {
    var tap: (@MainActor () -> Void)?
    var tapCount = 1
    var longPress: (@MainActor () -> Void)?
    var drag: (@MainActor (DragChange) -> Void)?

    /// Both sets: where both have a handler, both run, this one first.
    func merged(with other: GestureHandlers) -> GestureHandlers {
        var merged = self
        if let first = tap, let second = other.tap {
            merged.tap = {
                first()
                second()
            }
        } else {
            merged.tap = tap ?? other.tap
        }
        if let first = longPress, let second = other.longPress {
            merged.longPress = {
                first()
                second()
            }
        } else {
            merged.longPress = longPress ?? other.longPress
        }
        if let first = drag, let second = other.drag {
            merged.drag = {
                first($0)
                second($0)
            }
        } else {
            merged.drag = drag ?? other.drag
        }
        return merged
    }
}

/// Gestures that turn step events into their values and call the handlers attached to them.
@MainActor
protocol GestureHandling {
    associatedtype Value
    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers
}

extension Gesture {
    /// The handlers of this gesture with callbacks for its changes and end added.
    func gestureHandlers(
        onChanged: [@MainActor (Value) -> Void] = [], onEnded: [@MainActor (Value) -> Void] = []
    ) -> GestureHandlers {
        guard let handling = self as? any GestureHandling else {
            if Body.self == Never.self { return GestureHandlers() }
            return body.gestureHandlers()
        }
        return Self.forward(handling, onChanged: onChanged, onEnded: onEnded)
    }

    private static func forward<Handling: GestureHandling>(
        _ handling: Handling, onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]
    ) -> GestureHandlers {
        // `Handling` is `Self` (or shares its `Value`), so the casts never fail.
        handling.handlers(
            onChanged: onChanged.map { callback in { value in callback(value as! Value) } },
            onEnded: onEnded.map { callback in { value in callback(value as! Value) } })
    }
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}
