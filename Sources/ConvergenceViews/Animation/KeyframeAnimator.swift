import ConvergenceTree
import Foundation

/// Content animated along keyframes; text renders show the initial value, where the animation starts and rests.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.4, duration: 0.2)
///     LinearKeyframe(1.0, duration: 0.2)
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let initialValue: Value
    let content: (Value) -> Content

    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        context.resolve(content(initialValue), at: "KeyframeAnimator")
    }
}

extension View {
    /// Animates the view along keyframes when `trigger` changes; text renders show it at the initial value.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Animates the view along keyframes, repeating; text renders show it at the initial value.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// A sequence of keyframes for a value; text renders never play it.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// One keyframe: a value to reach, and how long it takes.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// A value reached along a straight line.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A value reached with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A value reached along a smooth curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A value jumped to at once.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// The keyframes of one property of the animated value (`KeyframeTrack(\.scale) { … }`), or of the whole value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
}

extension KeyframeTrack where Root == Value {
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// Keyframes listed one after another.
public struct KeyframeList<Value>: Keyframes, KeyframeTrackContent {}

/// Collects the tracks of a ``KeyframeAnimator``.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>)
        -> KeyframeList<Value>
    { KeyframeList() }
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value>
    where K.Value == Value { KeyframeList() }
    public static func buildBlock(_ components: KeyframeList<Value>...) -> KeyframeList<Value> { KeyframeList() }
    public static func buildOptional(_ component: KeyframeList<Value>?) -> KeyframeList<Value> { KeyframeList() }
    public static func buildEither(first component: KeyframeList<Value>) -> KeyframeList<Value> { KeyframeList() }
    public static func buildEither(second component: KeyframeList<Value>) -> KeyframeList<Value> { KeyframeList() }
    public static func buildArray(_ components: [KeyframeList<Value>]) -> KeyframeList<Value> { KeyframeList() }
}

/// Collects the keyframes of one ``KeyframeTrack``.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value>
    where K.Value == Value { KeyframeList() }
    public static func buildBlock(_ components: KeyframeList<Value>...) -> KeyframeList<Value> { KeyframeList() }
    public static func buildOptional(_ component: KeyframeList<Value>?) -> KeyframeList<Value> { KeyframeList() }
    public static func buildEither(first component: KeyframeList<Value>) -> KeyframeList<Value> { KeyframeList() }
    public static func buildEither(second component: KeyframeList<Value>) -> KeyframeList<Value> { KeyframeList() }
    public static func buildArray(_ components: [KeyframeList<Value>]) -> KeyframeList<Value> { KeyframeList() }
}

/// A timing curve for keyframes.
public struct UnitCurve: Sendable, Hashable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
}

/// A spring's description, for keyframes and animations.
public struct Spring: Sendable, Hashable {
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
    public init(response: Double, dampingRatio: Double) {}
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}

    public static let smooth = Spring()
    public static let snappy = Spring()
    public static let bouncy = Spring()
}
